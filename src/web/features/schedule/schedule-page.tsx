import { counted } from '../../lib/i18n/counted';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDaysIso } from '../../../domain/format/dates';
import { conflictingEventIds, crewConflicts } from '../../../domain/schedule/conflicts';
import type { Crew, ScheduleEvent } from '../../../domain/schedule/schedule';
import { todayIn } from '../../../domain/schedule/time-zone';
import { datesIn, isWorkingDay, weekStart } from '../../../domain/schedule/working-days';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';
import type { ScheduleSettingsAnswer } from './api';
import { crewsQuery, eventsQuery, scheduleSettingsQuery, useChangeEvent } from './api';
import type { EventDraft } from './event-dialog';
import { EventDialog } from './event-dialog';
import { ListView } from './list-view';
import { MonthView } from './month-view';
import { endingOn, shiftDays } from './moves';
import { RainDelayDialog } from './rain-delay-dialog';
import type { DropMove } from './week-view';
import { WeekView } from './week-view';
import { dateText, monthTitle } from './event-words';
import { useLingui } from './i18n';

type View = 'week' | 'month' | 'list';
const VIEWS: View[] = ['week', 'month', 'list'];

/** A phone opens the list; a wider screen the week by crew. */
const defaultView = (): View =>
  typeof window !== 'undefined' && window.matchMedia('(max-width: 639px)').matches
    ? 'list'
    : 'week';

function rangeOf(view: View, anchor: string): { from: string; to: string; month: string } {
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDaysIso(from, 6), month: anchor.slice(0, 7) };
  }
  if (view === 'month') {
    const from = weekStart(`${anchor.slice(0, 7)}-01`);
    return { from, to: addDaysIso(from, 41), month: anchor.slice(0, 7) };
  }
  return { from: anchor, to: addDaysIso(anchor, 13), month: anchor.slice(0, 7) };
}

function step(view: View, anchor: string, by: 1 | -1): string {
  if (view === 'month') {
    const [y, m] = anchor.split('-').map(Number);
    const d = new Date(Date.UTC(y!, m! - 1 + by, 1));
    return d.toISOString().slice(0, 10);
  }
  return addDaysIso(anchor, by * (view === 'week' ? 7 : 14));
}

/** /schedule: the crews' weeks, a month, or a list for the phone; booking, moving, rain. */
export function SchedulePage() {
  const { i18n } = useLingui();
  const settings = useQuery(scheduleSettingsQuery());
  const crews = useQuery(crewsQuery());
  if (settings.isPending || crews.isPending) {
    // The heading first, as the page painted it before the code ran (lib/screen-headings.ts).
    return (
      <>
        <ScheduleHeader />
        <LoadingState label={i18n._('Loading the schedule…')} />
      </>
    );
  }
  if (settings.isError || crews.isError) {
    return (
      <>
        <ScheduleHeader />
        <ErrorState
          title={i18n._('Could not load the schedule')}
          message={(settings.error ?? crews.error)!.message}
          onRetry={() => {
            void settings.refetch();
            void crews.refetch();
          }}
        />
      </>
    );
  }
  return <Schedule settings={settings.data} crews={crews.data} />;
}

function ScheduleHeader({ actions }: { actions?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <PageHeader
      title={i18n._(SCREEN_HEADINGS.schedule.title)}
      description={i18n._(SCREEN_HEADINGS.schedule.description)}
      actions={actions}
    />
  );
}

function Schedule({ settings, crews }: { settings: ScheduleSettingsAnswer; crews: Crew[] }) {
  const { i18n } = useLingui();
  const viewLabel = (v: View) =>
    ({ week: i18n._('Week'), month: i18n._('Month'), list: i18n._('List') })[v];
  const [params, setParams] = useSearchParams();
  const zone = settings.timeZone;
  const today = todayIn(zone);
  const view = (params.get('view') as View | null) ?? defaultView();
  const anchor = params.get('date') ?? today;
  const { from, to, month } = rangeOf(view, anchor);
  const events = useQuery(eventsQuery(from, to));
  const can = usePermissions();
  const canEdit = can.editProjects;
  const change = useChangeEvent();
  const [open, setOpen] = useState<ScheduleEvent | null>(null);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [raining, setRaining] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = useMemo(() => events.data ?? [], [events.data]);
  const conflicts = useMemo(() => crewConflicts(list), [list]);
  const conflicted = useMemo(() => conflictingEventIds(conflicts), [conflicts]);
  const shownCrews = crews.filter((c) => !c.archivedAt || list.some((e) => e.crewId === c.id));
  const go = (next: Partial<{ view: View; date: string }>) => {
    const p = new URLSearchParams(params);
    if (next.view) p.set('view', next.view);
    if (next.date) p.set('date', next.date);
    setParams(p, { replace: true });
  };

  const drop = (m: DropMove) => {
    const e = m.event;
    const days = { startDate: e.startDate!, endDate: e.endDate! };
    let next = days;
    if (m.kind === 'stretch') next = endingOn(days, m.date);
    else {
      for (let i = 0; i < Math.abs(m.shift); i++) {
        next = shiftDays(next, m.shift > 0 ? 1 : -1, settings.workingDays);
      }
    }
    const crewId = m.kind === 'move' ? m.crewId : e.crewId;
    if (next.startDate === e.startDate && next.endDate === e.endDate && crewId === e.crewId) return;
    setMessage(null);
    change.mutate(
      { id: e.id, version: e.version, ...next, crewId },
      {
        onSuccess: (saved) =>
          setMessage({
            tone: 'success',
            text: i18n._('{project} moved to {start} – {end}.', {
              project: saved.projectName,
              start: dateText(saved.startDate!),
              end: dateText(saved.endDate!),
            }),
          }),
        onError: (err) => setMessage({ tone: 'error', text: err.message }),
      },
    );
  };

  const title = view === 'month' ? monthTitle(month) : `${dateText(from)} – ${dateText(to)}`;
  const weekDays = datesIn(from, to).filter((d) => isWorkingDay(d, settings.workingDays));

  return (
    <>
      <ScheduleHeader
        actions={
          canEdit && (
            <>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setRaining(true)}
              >
                {i18n._('Rain delay')}
              </button>
              <button type="button" className={buttonStyles.primary} onClick={() => setDraft({})}>
                {i18n._('Book an event')}
              </button>
            </>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div role="group" aria-label={i18n._('View')} className="flex gap-1">
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={view === v ? buttonStyles.primary : buttonStyles.secondary}
              onClick={() => go({ view: v })}
            >
              {viewLabel(v)}
            </button>
          ))}
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            className={`${buttonStyles.secondary} min-w-11`}
            onClick={() => go({ date: step(view, anchor, -1) })}
            aria-label={i18n._('Earlier')}
          >
            ‹
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => go({ date: today })}
          >
            {i18n._('Today')}
          </button>
          <button
            type="button"
            className={`${buttonStyles.secondary} min-w-11`}
            onClick={() => go({ date: step(view, anchor, 1) })}
            aria-label={i18n._('Later')}
          >
            ›
          </button>
        </div>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
      </div>
      <div aria-live="polite">
        {message && (
          <Callout tone={message.tone} className="mb-4">
            {message.text}
          </Callout>
        )}
        {conflicts.size > 0 && (
          <Callout tone="warning" className="mb-4">
            {i18n._(
              'A crew is booked on two jobs on the same day ({count, select, one {{n} day} other {{n} days}}): the jobs marked ⚠.',
              counted(conflicts.size),
            )}
          </Callout>
        )}
      </div>
      {events.isPending ? (
        <LoadingState label={i18n._('Loading events…')} />
      ) : events.isError ? (
        <ErrorState
          title={i18n._('Could not load the events')}
          message={events.error.message}
          onRetry={() => void events.refetch()}
        />
      ) : view === 'week' ? (
        shownCrews.length === 0 ? (
          <EmptyState title={i18n._('No crews yet')}>
            {i18n._('The owner adds crews in Settings → Crews; then each crew gets a row here.')}
          </EmptyState>
        ) : (
          <WeekView
            days={weekDays}
            crews={shownCrews}
            events={list}
            zone={zone}
            conflicts={conflicted}
            canEdit={canEdit}
            onOpen={setOpen}
            onBook={(crewId, date) => setDraft({ crewId, date, kind: 'production' })}
            onDrop={drop}
          />
        )
      ) : view === 'month' ? (
        <MonthView
          days={datesIn(from, to)}
          month={month}
          crews={crews}
          events={list}
          zone={zone}
          workingDays={settings.workingDays}
          conflicts={conflicted}
          onOpen={setOpen}
        />
      ) : (
        <ListView
          days={datesIn(from, to)}
          crews={crews}
          events={list}
          zone={zone}
          conflicts={conflicted}
          onOpen={setOpen}
        />
      )}
      {(open || draft) && (
        <EventDialog
          event={open ?? undefined}
          draft={draft ?? {}}
          crews={crews}
          settings={settings}
          today={today}
          canEdit={canEdit}
          onClose={() => {
            setOpen(null);
            setDraft(null);
          }}
          onDone={(text) => {
            setOpen(null);
            setDraft(null);
            setMessage({ tone: 'success', text });
          }}
        />
      )}
      {raining && <RainDelayDialog crews={crews} today={today} onClose={() => setRaining(false)} />}
    </>
  );
}
