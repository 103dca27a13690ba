import type { Language } from '../../domain/language/language';
import type {
  ProposalDecision,
  ProposalSnapshot,
  ProposalStatus,
} from '../../domain/proposal/proposal';
import type { PrintableImage } from './photo-grid';

/**
 * What the proposal PDF prints: the frozen snapshot as the customer saw it and, once the
 * customer accepted or declined, the decision with its signature and an audit page.
 */
export interface ProposalDocumentData {
  snapshot: ProposalSnapshot;
  /** The SHA-256 (hex) of the stored snapshot text, printed on the audit page. */
  snapshotSha256: string;
  status: ProposalStatus;
  /** The customer's language, which the whole document is written in (English if left out). */
  language?: Language;
  decision:
    | (ProposalDecision & {
        /** Base64 PNG of a drawn signature; null for a typed one. */
        signaturePng: string | null;
        ipAddress: string;
        userAgent: string;
        /**
         * The language the customer's page was in when they decided, printed on the audit page;
         * null (or left out) for a decision made before it was recorded.
         */
        language?: Language | null;
      })
    | null;
  /**
   * The snapshot's photos in its order, made small enough to print (null where a copy could not
   * be read). Left out, the photos print as captions beside a note.
   */
  photoImages?: (PrintableImage | null)[];
  /** When the customer first and last opened the link. */
  firstViewedAt: string | null;
  lastViewedAt: string | null;
}
