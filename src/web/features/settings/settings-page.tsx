import { Trans } from '@lingui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { DrawnInTurn } from '../../components/ui/drawn-in-turn';
import { NoAccess } from '../../components/ui/no-access';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { materialsQuery, settingsQuery } from './api';
import { BackupsCard } from './backups-card';
import { ImportProjectsCard } from './import-card';
import { InvoiceSettingsCard } from './invoice-settings';
import { JobChecklistSettings } from './job-checklist-settings';
import { PipelineSettings } from './pipeline-settings';
import { CostingSettings } from './costing-settings';
import { CompanyForm } from './company-form';
import { LaborRateForm } from './labor-rate-form';
import { LogoField } from './logo-field';
import { PriceList } from './price-list';
import { ProposalSettingsForm } from './proposal-settings-form';
import { CompanyLanguageField } from './company-language-field';
import { useLingui } from './i18n';
import {
  CompanyProfileView,
  LaborRateView,
  PriceListView,
  ProposalSettingsView,
} from './read-only-settings';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

/**
 * The cards in order, and the links to them at the top of the page: the owner's Settings are
 * many screens long on a phone. `ownerOnly` cards are not on the read-only page.
 */
const SECTIONS = {
  company: { title: /*i18n*/ 'Company profile', ownerOnly: false },
  proposals: { title: /*i18n*/ 'Proposals', ownerOnly: false },
  labor: { title: /*i18n*/ 'Labor', ownerOnly: false },
  'price-list': { title: /*i18n*/ 'Price list', ownerOnly: false },
  pipeline: { title: /*i18n*/ 'Pipeline', ownerOnly: true },
  invoices: { title: /*i18n*/ 'Invoices', ownerOnly: true },
  'job-checklist': { title: /*i18n*/ 'Job checklist', ownerOnly: true },
  costing: { title: /*i18n*/ 'Job costing', ownerOnly: true },
  import: { title: /*i18n*/ 'Import projects', ownerOnly: true },
  backups: { title: /*i18n*/ 'Backups', ownerOnly: true },
} as const;
type Section = keyof typeof SECTIONS;
const headingId = (section: Section) => `${section}-heading`;

function Card({
  section,
  description,
  children,
}: {
  section: Section;
  description: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const id = headingId(section);
  const title = i18n._(SECTIONS[section].title);
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{description}</p>
      {/* The company's card fills a phone's first screen; the ones below it are drawn after. */}
      {section === 'company' ? children : <DrawnInTurn>{children}</DrawnInTurn>}
    </section>
  );
}

/** The owner edits the settings, an estimator reads them, crew have no access. */
export function SettingsPage() {
  const { i18n } = useLingui();
  const can = usePermissions();
  if (!can.readSettings) {
    return (
      <>
        <PageHeader title={i18n._(SCREEN_HEADINGS.settings.title)} />
        <NoAccess>
          {i18n._('Settings hold the company’s prices and rates. The owner manages them.')}
        </NoAccess>
      </>
    );
  }
  return can.manageCompany ? (
    <>
      <PageHeader
        title={i18n._(SCREEN_HEADINGS.settings.title)}
        description={i18n._(SCREEN_HEADINGS.settings.description)}
        actions={
          <Link to="/settings/team" className={buttonStyles.secondary}>
            {i18n._('Team')}
          </Link>
        }
      />
      <SettingsCards editable />
    </>
  ) : (
    <>
      <PageHeader
        title={i18n._(SCREEN_HEADINGS.settings.title)}
        description={i18n._(
          'Your company details for proposals, the labor rate and the price list.',
        )}
      />
      <Callout tone="info" className="mb-6">
        {i18n._('Only the owner can change these settings.')}
      </Callout>
      <SettingsCards editable={false} />
    </>
  );
}

/** Links to each card, so a phone gets to Backups without scrolling past the price list. */
function OnThisPage({ editable }: { editable: boolean }) {
  const { i18n } = useLingui();
  const sections = (Object.keys(SECTIONS) as Section[]).filter(
    (s) => editable || !SECTIONS[s].ownerOnly,
  );
  return (
    <nav aria-label={i18n._('Settings sections')}>
      <ul className="flex flex-wrap gap-2">
        {sections.map((s) => (
          <li key={s}>
            <a
              href={`#${headingId(s)}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700"
            >
              {i18n._(SECTIONS[s].title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A loading state, kept about as tall as what replaces it so the cards below do not jump. */
const loadingBox = (label: string, minHeight?: string) =>
  minHeight ? (
    <div className={minHeight}>
      <LoadingState label={label} />
    </div>
  ) : (
    <LoadingState label={label} />
  );

/**
 * A card's content from one of the page's answers: its loading state, its error, then the
 * content. One answer fills several cards; each card's content is drawn in a task of its own
 * once it arrives (all in the task it arrived in held a phone for 300 ms at 4x slower CPU), its
 * loading state standing in until then. The company's card, on the first screen, is drawn at
 * once (`inTurn={false}`).
 */
function CardContent<T>({
  query,
  loading,
  errorTitle,
  retry = false,
  inTurn = true,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  errorTitle: string;
  /** Offer Try again (once per answer: on the first card it fills). */
  retry?: boolean;
  inTurn?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={query.error.message}
        onRetry={retry ? () => void query.refetch() : undefined}
      />
    );
  }
  return inTurn ? (
    <DrawnInTurn fallback={loading}>{children(query.data)}</DrawnInTurn>
  ) : (
    children(query.data)
  );
}

function SettingsCards({ editable }: { editable: boolean }) {
  const { i18n } = useLingui();
  const loadingSettings = i18n._('Loading settings…');
  const couldNotLoad = i18n._('Could not load settings');
  const settings = useQuery(settingsQuery());
  const materials = useQuery(materialsQuery());
  return (
    <div className="space-y-6">
      <OnThisPage editable={editable} />
      <Card section="company" description={i18n._('Printed at the top of every PDF proposal.')}>
        <CardContent
          query={settings}
          // About the form's height, so the cards below do not jump when it arrives.
          loading={loadingBox(loadingSettings, editable ? 'min-h-[28rem]' : 'min-h-[15rem]')}
          errorTitle={couldNotLoad}
          retry
          inTurn={false}
        >
          {(data) =>
            editable ? (
              <div className="space-y-6">
                <CompanyForm settings={data} />
                <div className="border-t border-slate-200 pt-6">
                  <CompanyLanguageField settings={data} />
                </div>
              </div>
            ) : (
              <CompanyProfileView company={data.company} companyLanguage={data.companyLanguage} />
            )
          }
        </CardContent>
      </Card>
      <Card
        section="proposals"
        description={i18n._(
          'What every proposal you send says, and how long the customer has to accept it.',
        )}
      >
        <CardContent
          query={settings}
          loading={loadingBox(loadingSettings, editable ? 'min-h-[24rem]' : 'min-h-[8rem]')}
          errorTitle={couldNotLoad}
        >
          {(data) =>
            editable ? (
              <div className="space-y-6">
                <ProposalSettingsForm settings={data} />
                <div className="border-t border-slate-200 pt-6">
                  <LogoField settings={data} />
                </div>
              </div>
            ) : (
              <ProposalSettingsView settings={data} />
            )
          }
        </CardContent>
      </Card>
      <Card section="labor" description={i18n._('Per sq ft of actual (sloped) roof area.')}>
        <CardContent
          query={settings}
          loading={loadingBox(loadingSettings, editable ? 'min-h-[10rem]' : 'min-h-[4rem]')}
          errorTitle={couldNotLoad}
        >
          {(data) =>
            editable ? (
              <LaborRateForm settings={data} />
            ) : (
              <LaborRateView laborRateCents={data.defaultLaborRateCents} />
            )
          }
        </CardContent>
      </Card>
      <Card
        section="price-list"
        description={i18n._(
          'Prices new estimates use. Saved estimates keep the prices they were saved with.',
        )}
      >
        <CardContent
          query={materials}
          loading={loadingBox(i18n._('Loading price list…'))}
          errorTitle={i18n._('Could not load the price list')}
          retry
        >
          {(data) =>
            editable ? <PriceList materials={data} /> : <PriceListView materials={data} />
          }
        </CardContent>
      </Card>
      {editable && (
        <Card
          section="pipeline"
          description={i18n._(
            'The stages a job goes through on the board, within each status, and where your leads come from. A stage with projects in it is removed once they are moved.',
          )}
        >
          <PipelineSettings />
        </Card>
      )}
      {editable && (
        <Card
          section="invoices"
          description={i18n._(
            'How invoices are numbered, when they are due, how customers pay, and the payment schedule jobs are invoiced by.',
          )}
        >
          <InvoiceSettingsCard />
          <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
            <Trans
              id="Overdue reminders are turned on and timed on <0>Receivables</0>."
              components={{
                0: <Link to="/receivables" className="font-semibold text-brand-700 underline" />,
              }}
            />
          </p>
        </Card>
      )}
      {editable && (
        <Card
          section="job-checklist"
          description={i18n._(
            'What the crew ticks off on each production job, on My jobs. Changes apply to jobs whose checklist has not been opened yet.',
          )}
        >
          <CardContent
            query={settings}
            loading={loadingBox(loadingSettings)}
            errorTitle={couldNotLoad}
          >
            {(data) => <JobChecklistSettings settings={data} />}
          </CardContent>
        </Card>
      )}
      {editable && (
        <Card
          section="costing"
          description={i18n._(
            "Who sees job profit, each salesperson's commission plan, and what each crew costs a day.",
          )}
        >
          <CostingSettings />
        </Card>
      )}
      {editable && (
        <Card
          section="import"
          description={i18n._(
            'Bring in your jobs from a spreadsheet or another CRM. Rows already in Ridgeline (same email, or same phone and address) are skipped, so a file imported twice adds nothing.',
          )}
        >
          <ImportProjectsCard />
          <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
            <Trans
              id="To take your projects out as a spreadsheet, use <0>Export projects (CSV)</0> on the Projects list."
              components={{
                0: <Link to="/projects" className="font-semibold text-brand-700 underline" />,
              }}
            />
          </p>
        </Card>
      )}
      {editable && (
        <Card
          section="backups"
          description={i18n._(
            'Every record and photo, in one zip you can restore on a new server.',
          )}
        >
          <BackupsCard />
        </Card>
      )}
    </div>
  );
}
