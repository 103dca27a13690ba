import type { Crew, ScheduleEvent } from '../../../domain/schedule/schedule';
import { isWorkingDay } from '../../../domain/schedule/working-days';
import type { IsoWeekday } from '../../../domain/schedule/schedule';
import { crewColour, eventDays, textOn } from './calendar-layout';
import { eventName } from '../../lib/event-kind-label';
import { weekdayShort } from './event-words';
import { useLingui } from './i18n';

/** Six weeks from a Monday, every day, each with its events as chips in the crew's colour. */
export function MonthView({
  days,
  month,
  crews,
  events,
  zone,
  workingDays,
  conflicts,
  onOpen,
}: {
  days: readonly string[];
  /** YYYY-MM of the month shown; other months' days are greyed. */
  month: string;
  crews: readonly Crew[];
  events: readonly ScheduleEvent[];
  zone: string;
  workingDays: readonly IsoWeekday[];
  conflicts: ReadonlySet<string>;
  onOpen: (e: ScheduleEvent) => void;
}) {
  const { i18n } = useLingui();
  // The first seven days start on a Monday: their names head the columns.
  const weekdays = days.slice(0, 7).map(weekdayShort);
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={i18n._('Month, scrolls sideways')}
    >
      <div
        role="table"
        aria-label={i18n._('Month')}
        className="grid min-w-[48rem] grid-cols-7 rounded-lg border border-slate-200 bg-white"
      >
        {weekdays.map((w) => (
          <div
            role="columnheader"
            key={w}
            className="border-b border-slate-200 bg-slate-50 px-2 py-1 text-sm font-semibold"
          >
            {w}
          </div>
        ))}
        {days.map((d) => {
          const inMonth = d.startsWith(month);
          const off = !isWorkingDay(d, workingDays);
          return (
            <div
              role="cell"
              key={d}
              className={`min-h-24 border-b border-l border-slate-100 p-1 ${off ? 'bg-slate-50' : ''}`}
            >
              <div
                className={`text-xs font-semibold ${inMonth ? 'text-slate-800' : 'text-slate-500'}`}
              >
                {Number(d.slice(8))}
              </div>
              <div className="space-y-1">
                {events
                  .filter((e) => {
                    const span = eventDays(e, zone);
                    return span.start <= d && d <= span.end;
                  })
                  .map((e) => {
                    const colour =
                      e.kind === 'production' ? crewColour(crews, e.crewId) : '#e2e8f0';
                    return (
                      <button
                        key={e.id}
                        type="button"
                        onClick={() => onOpen(e)}
                        className="block w-full truncate rounded px-1 text-left text-xs font-medium"
                        style={{ background: colour, color: textOn(colour) }}
                      >
                        {conflicts.has(e.id) ? '⚠ ' : ''}
                        {e.kind === 'production'
                          ? e.projectName
                          : `${eventName(e)}: ${e.projectName}`}
                      </button>
                    );
                  })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
