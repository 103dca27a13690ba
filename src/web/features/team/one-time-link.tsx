import { formatLocalDate } from '../../../domain/format/format';
import { Callout } from '../../components/ui/callout';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import { currentLanguage } from '../../lib/i18n/catalogs';
import type { OneTimeLink } from './api';
import { useLingui } from './i18n';

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
  const { i18n } = useLingui();
  return (
    <Callout tone="success" className="space-y-2">
      <p className="font-semibold">{title}</p>
      <p>
        {i18n._('Send this link yourself. It works once and expires on {date}.', {
          date: formatLocalDate(link.expiresAt, currentLanguage()),
        })}
      </p>
      <CopyLinkField label={label} url={link.url} />
    </Callout>
  );
}
