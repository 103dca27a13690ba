import type { ProposalSnapshot } from '../domain/proposal/proposal';
import { i18n } from './i18n';

/** The company that sent the proposal or invoice: its logo, name and how to reach it. */
export function CompanyHeader({
  company,
  fallbackName = i18n._('Roofing proposal'),
  width = 'max-w-6xl',
}: {
  company: ProposalSnapshot['company'];
  /** What the header says when Settings has no company name. */
  fallbackName?: string;
  /** The page's own column width, so the header lines up with what is under it. */
  width?: string;
}) {
  const contact = [
    company.phone && (
      <a key="phone" href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
        {company.phone}
      </a>
    ),
    company.email && (
      <a key="email" href={`mailto:${company.email}`} className={LINK}>
        {company.email}
      </a>
    ),
  ].filter(Boolean);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className={`mx-auto flex ${width} flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:justify-between`}
      >
        <div className="flex items-center gap-4">
          {company.logoDataUrl && (
            <img
              src={company.logoDataUrl}
              // The name is written beside it; without one the logo is what names the company.
              alt={company.name ? '' : i18n._('Company logo')}
              className="h-14 w-auto max-w-40 object-contain"
            />
          )}
          <div>
            <p className="text-xl font-bold tracking-tight text-slate-900">
              {company.name || fallbackName}
            </p>
            {company.licenseNumber && (
              <p className="text-sm text-slate-600">
                {i18n._('License {number}', { number: company.licenseNumber })}
              </p>
            )}
          </div>
        </div>
        {(contact.length > 0 || company.address) && (
          <address className="text-sm not-italic text-slate-700 sm:text-right">
            {contact.length > 0 && (
              <p className="flex flex-wrap gap-x-4 gap-y-1 sm:justify-end">{contact}</p>
            )}
            {company.address && <p className="mt-1 whitespace-pre-line">{company.address}</p>}
          </address>
        )}
      </div>
    </header>
  );
}

const LINK =
  'font-medium text-slate-900 underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900';
