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
  decision:
    | (ProposalDecision & {
        /** Base64 PNG of a drawn signature; null for a typed one. */
        signaturePng: string | null;
        ipAddress: string;
        userAgent: string;
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
