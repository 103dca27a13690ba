import { formatLocalDate } from '../../../domain/format/format';
import { Callout } from '../../components/ui/callout';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import type { OneTimeLink } from './api';

/**
 * A link shown once (only its hash is stored): the owner copies it and passes it on.
 */
export function OneTimeLinkBox({
  title,
  label,
  link,
}: {
  title: string;
  /** The link field's label, e.g. "Invitation link for Ana Lopez". */
  label: string;
  link: OneTimeLink;
}) {
  return (
    <Callout tone="success" className="space-y-2">
      <p className="font-semibold">{title}</p>
      <p>
        Send this link yourself. It works once and expires on {formatLocalDate(link.expiresAt)}.
      </p>
      <CopyLinkField label={label} url={link.url} />
    </Callout>
  );
}
