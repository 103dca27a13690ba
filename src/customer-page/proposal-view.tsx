import { useEffect, useState } from 'react';
import { formatLocalDate } from '../domain/format/format';
import type { PublicProposal } from '../domain/proposal/proposal';
import { proposalPhotos } from '../domain/proposal/proposal';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { AcceptForm } from './accept-form';
import { CompanyHeader } from './company-header';
import { DeclineForm } from './decline-form';
import { OptionCard } from './option-card';
import { Outcome } from './outcome';
import { ProposalPhotos } from './proposal-photos';
import { i18n } from './i18n';

/** What the open proposal shows: the options, or the accept form for one, or the decline form. */
type Mode = { kind: 'browse' } | { kind: 'accept'; option: number } | { kind: 'decline' };

const GRID_COLUMNS: Record<number, string> = {
  1: 'max-w-2xl',
  2: 'md:grid-cols-2',
  3: 'lg:grid-cols-3',
};

/** The id of the button that opened a form: focus goes back to it when the form is closed. */
const acceptButtonId = (option: number) => `accept-option-${option}`;
const DECLINE_BUTTON_ID = 'decline-proposal';

export function ProposalView({
  token,
  proposal,
  notice,
  onDecided,
  onStale,
}: {
  token: string;
  proposal: PublicProposal;
  /** Why the page was loaded again (the server's message), or null. */
  notice: string | null;
  /** The server's answer to an accept or decline: the proposal as now decided. */
  onDecided: (proposal: PublicProposal) => void;
  /** The proposal changed meanwhile (409/410): load it again, showing the server's message. */
  onStale: (message: string) => void;
}) {
  const { snapshot, status, decision } = proposal;
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  // Set when this visit decided the proposal: the outcome takes focus, so a screen reader reads it.
  const [justDecided, setJustDecided] = useState(false);
  const open = status === 'sent' || status === 'viewed';
  const several = snapshot.options.length > 1;

  useEffect(() => {
    if (mode.kind === 'browse' && returnFocusTo) document.getElementById(returnFocusTo)?.focus();
  }, [mode, returnFocusTo]);

  const close = () => setMode({ kind: 'browse' });
  const decided = (next: PublicProposal) => {
    setReturnFocusTo(null);
    setJustDecided(true);
    setMode({ kind: 'browse' });
    onDecided(next);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {i18n._('Skip to content')}
      </a>
      <CompanyHeader company={snapshot.company} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {snapshot.customer.name
            ? i18n._('Proposal for {customer}', { customer: snapshot.customer.name })
            : i18n._('Your proposal')}
        </h1>
        {snapshot.project.address && (
          <p className="mt-1 text-lg text-slate-700">{snapshot.project.address}</p>
        )}
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>{i18n._('Estimate')}</dt>
            <dd className="font-medium text-slate-900">
              {snapshot.estimateNumber}
              {snapshot.proposalVersion > 1 &&
                i18n._(', version {version}', { version: snapshot.proposalVersion })}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{i18n._('Sent')}</dt>
            <dd className="font-medium text-slate-900">
              {formatLocalDate(snapshot.createdAt, proposal.language)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{i18n._('Valid until')}</dt>
            <dd className="font-medium text-slate-900">
              {formatLocalDate(snapshot.validUntil, proposal.language)}
            </dd>
          </div>
        </dl>

        <div className="mt-6 space-y-4">
          {notice && (
            <Callout tone="warning" role="alert">
              {notice}
            </Callout>
          )}
          {status === 'expired' && (
            <Callout tone="warning">
              <p className="font-semibold">
                {i18n._('This proposal expired on {date}.', {
                  date: formatLocalDate(snapshot.validUntil, proposal.language),
                })}
              </p>
              <p className="mt-1">
                {i18n._('It can no longer be accepted.')} <ContactForNew snapshot={snapshot} />
              </p>
            </Callout>
          )}
          {decision && (
            <Outcome
              token={token}
              snapshot={snapshot}
              decision={decision}
              takeFocus={justDecided}
            />
          )}
        </div>

        {/* Above every Accept: the customer reads what they agree to before agreeing. */}
        {snapshot.terms.trim() && <Terms terms={snapshot.terms} />}

        {mode.kind === 'accept' && open ? (
          <AcceptForm
            token={token}
            snapshot={snapshot}
            option={mode.option}
            onCancel={close}
            onAccepted={decided}
            onStale={onStale}
          />
        ) : mode.kind === 'decline' && open ? (
          <DeclineForm token={token} onCancel={close} onDeclined={decided} onStale={onStale} />
        ) : (
          <section aria-labelledby="options-heading" className="mt-8">
            <h2 id="options-heading" className="text-xl font-semibold text-slate-900">
              {several
                ? open
                  ? i18n._('Choose one of {count} options', { count: snapshot.options.length })
                  : i18n._('The options')
                : i18n._('What is included')}
            </h2>
            <div
              className={`mt-4 grid grid-cols-1 gap-4 ${GRID_COLUMNS[snapshot.options.length] ?? ''}`}
            >
              {snapshot.options.map((option, i) => (
                <OptionCard
                  key={i}
                  index={i}
                  snapshot={snapshot}
                  option={option}
                  showName={several}
                  accepted={decision?.outcome === 'accepted' && decision.option === i}
                  acceptButton={
                    open
                      ? {
                          id: acceptButtonId(i),
                          label: several
                            ? i18n._('Accept {option}', { option: option.name })
                            : i18n._('Accept proposal'),
                          onClick: () => {
                            setReturnFocusTo(acceptButtonId(i));
                            setMode({ kind: 'accept', option: i });
                          },
                        }
                      : null
                  }
                />
              ))}
            </div>
            {open && (
              <div className="mt-6 flex flex-col items-start gap-2 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:gap-4">
                <button
                  id={DECLINE_BUTTON_ID}
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setReturnFocusTo(DECLINE_BUTTON_ID);
                    setMode({ kind: 'decline' });
                  }}
                >
                  {i18n._('Decline')}
                </button>
                <p className="text-sm text-slate-600">{i18n._('Not going ahead? Let us know.')}</p>
              </div>
            )}
          </section>
        )}

        <ProposalPhotos token={token} photos={proposalPhotos(snapshot)} />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600">
          {i18n._('{company} · Estimate {number}', {
            company: snapshot.company.name || i18n._('Your roofer'),
            number: snapshot.estimateNumber,
          })}
        </p>
      </footer>
    </div>
  );
}

function Terms({ terms }: { terms: string }) {
  return (
    <section
      id="terms"
      aria-labelledby="terms-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="terms-heading" className="text-lg font-semibold text-slate-900">
        {i18n._('Terms')}
      </h2>
      <p className="mt-2 whitespace-pre-wrap text-sm leading-relaxed text-slate-700">{terms}</p>
    </section>
  );
}

/** Who to ask for a proposal that has not expired: the company's phone or email if it has one. */
function ContactForNew({ snapshot }: { snapshot: PublicProposal['snapshot'] }) {
  const { name, phone, email } = snapshot.company;
  const contact = phone || email;
  if (!contact)
    return <>{i18n._('Contact the company that sent it for an up-to-date proposal.')}</>;
  return (
    <>
      {name
        ? i18n._('Contact {company} at {contact} for an up-to-date proposal.', {
            company: name,
            contact,
          })
        : i18n._('Contact the company at {contact} for an up-to-date proposal.', { contact })}
    </>
  );
}
