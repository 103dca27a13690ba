import type { Crew, ScheduleEvent } from '../../../domain/schedule/schedule';
import { EmptyState } from '../../components/ui/empty-state';
import { eventDays } from './calendar-layout';
import { eventName } from '../../lib/event-kind-label';
import { eventWhen, longDate } from './event-words';
import { useLingui } from './i18n';

/** The phone's view: each day's events in order, with the crew, the place and the time. */
export function ListView({
  days,
  crews,
  events,
  zone,
  conflicts,
  onOpen,
}: {
  days: readonly string[];
  crews: readonly Crew[];
  events: readonly ScheduleEvent[];
  zone: string;
  conflicts: ReadonlySet<string>;
  onOpen: (e: ScheduleEvent) => void;
}) {
  const { i18n } = useLingui();
  const byDay = days
    .map((d) => ({
      day: d,
      events: events.filter((e) => {
        const span = eventDays(e, zone);
        return span.start <= d && d <= span.end;
      }),
    }))
    .filter((g) => g.events.length > 0);
  if (byDay.length === 0) {
    return (
      <EmptyState title={i18n._('Nothing booked these days')}>
        {i18n._('Book an event from a project.')}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-5">
      {byDay.map((g) => (
        <section key={g.day} aria-labelledby={`day-${g.day}`}>
          <h2 id={`day-${g.day}`} className="mb-2 text-base font-semibold">
            {longDate(g.day)}
          </h2>
          <ul className="space-y-2">
            {g.events.map((e) => {
              const crew = crews.find((c) => c.id === e.crewId);
              return (
                <li key={e.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(e)}
                    className="flex w-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-left hover:bg-slate-50"
                  >
                    <span
                      aria-hidden="true"
                      className="mt-1 h-3 w-3 shrink-0 rounded-full"
                      style={{ background: crew?.colour ?? '#94a3b8' }}
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold">
                        {eventName(e)}: {e.projectName}
                      </span>
                      <span className="block text-sm text-slate-700">
                        {crew ? `${crew.name} · ` : ''}
                        {eventWhen(e, zone)}
                      </span>
                      <span className="block truncate text-sm text-slate-600">
                        {e.projectAddress}
                      </span>
                      {conflicts.has(e.id) && (
                        <span className="mt-1 block text-sm font-medium text-amber-800">
                          {i18n._('⚠ Conflict: the crew has another job that day')}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
