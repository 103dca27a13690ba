import { counted } from '../../lib/i18n/counted';
import { formatUsdCents } from '../../../domain/format/format';
import type { Language } from '../../../domain/language/language';
import { LANGUAGE_NAMES } from '../../../domain/language/language';
import type { CompanyProfile, Settings } from '../../../domain/settings/settings';
import type { Material } from '../../../domain/price-list/price-list';
import { COMPANY_FIELDS } from './company-form';
import { LogoPreview } from './logo-field';
import { MaterialGroups } from './material-groups';
import { originText, takeoffSummary, unitLabel } from './takeoff-text';
import { i18n, useLingui } from './i18n';

// Settings as a role that may read but not change them (an estimator) sees them: the same
// values as the owner's forms, with no inputs or buttons.

function NotSet() {
  const { i18n } = useLingui();
  return <span className="font-normal text-slate-600">{i18n._('Not set')}</span>;
}
const notSet = <NotSet />;

export function CompanyProfileView({
  company,
  companyLanguage,
}: {
  company: CompanyProfile;
  /** What the supplier's order and the roof report are written in. */
  companyLanguage: Language;
}) {
  const { i18n } = useLingui();
  const rows = [...COMPANY_FIELDS, { key: 'address' as const, label: /*i18n*/ 'Address' }];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((f) => (
        <div key={f.key} className="grid grid-cols-3 gap-3 py-2.5">
          <dt className="text-sm text-slate-600">{i18n._(f.label)}</dt>
          <dd className="col-span-2 min-w-0 text-sm font-medium break-words whitespace-pre-line text-slate-900">
            {company[f.key] || notSet}
          </dd>
        </div>
      ))}
      <div className="grid grid-cols-3 gap-3 py-2.5">
        <dt className="text-sm text-slate-600">{i18n._('Company language')}</dt>
        <dd className="col-span-2 text-sm font-medium text-slate-900">
          {LANGUAGE_NAMES[companyLanguage]}
        </dd>
      </div>
    </dl>
  );
}

export function ProposalSettingsView({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  return (
    <dl className="divide-y divide-slate-100">
      <div className="grid grid-cols-3 gap-3 py-2.5">
        <dt className="text-sm text-slate-600">{i18n._('Terms')}</dt>
        <dd className="col-span-2 min-w-0 text-sm font-medium break-words whitespace-pre-line text-slate-900">
          {settings.proposalTerms || notSet}
        </dd>
      </div>
      <div className="grid grid-cols-3 gap-3 py-2.5">
        <dt className="text-sm text-slate-600">{i18n._('Proposals valid for')}</dt>
        <dd className="col-span-2 text-sm font-medium text-slate-900">
          {i18n._(
            '{count, select, one {{n} day} other {{n} days}}',
            counted(settings.proposalValidDays),
          )}
        </dd>
      </div>
      <div className="grid grid-cols-3 gap-3 py-2.5">
        <dt className="text-sm text-slate-600">{i18n._('Logo')}</dt>
        <dd className="col-span-2 min-w-0">
          {settings.hasLogo ? <LogoPreview revision={settings.version} /> : notSet}
        </dd>
      </div>
    </dl>
  );
}

export function LaborRateView({ laborRateCents }: { laborRateCents: number }) {
  const { i18n } = useLingui();
  return (
    <dl>
      <dt className="text-sm text-slate-600">{i18n._('Default labor rate')}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">
        {i18n._('{rate} per sq ft', { rate: formatUsdCents(laborRateCents) })}
      </dd>
    </dl>
  );
}

function MaterialItems({ materials }: { materials: Material[] }) {
  return materials.map((m) => (
    <li key={m.id} className="flex items-start justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{m.name}</p>
        <p className="text-sm text-slate-600">
          {i18n._('per {unit}', { unit: unitLabel(m.unit) })}
          {originText(m)}
        </p>
        <p className="text-sm text-slate-700">{takeoffSummary(m)}</p>
      </div>
      <p className="shrink-0 font-semibold text-slate-900">{formatUsdCents(m.priceCents)}</p>
    </li>
  ));
}

function MaterialList({ label, materials }: { label: string; materials: Material[] }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      <MaterialItems materials={materials} />
    </ul>
  );
}

export function PriceListView({ materials }: { materials: Material[] }) {
  const { i18n } = useLingui();
  const active = materials.filter((m) => !m.archived);
  const archived = materials.filter((m) => m.archived);
  return (
    <div className="space-y-6">
      {active.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          {i18n._('Every material is archived.')}
        </p>
      ) : (
        <MaterialGroups active={active} render={(items) => <MaterialItems materials={items} />} />
      )}
      {archived.length > 0 && (
        <section aria-labelledby="archived-heading">
          <h3 id="archived-heading" className="text-base font-semibold text-slate-800">
            {i18n._('Archived materials')}
          </h3>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            {i18n._(
              'Hidden from new estimates. Saved estimates keep the name and price they were saved with.',
            )}
          </p>
          <MaterialList label={i18n._('Archived materials')} materials={archived} />
        </section>
      )}
    </div>
  );
}
