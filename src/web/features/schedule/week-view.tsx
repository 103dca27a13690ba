import type { DragEndEvent } from '@dnd-kit/core';
import {
  DndContext,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Crew, ScheduleEvent } from '../../../domain/schedule/schedule';
import { eventName } from '../../lib/event-kind-label';
import { dateText, weekdayShort } from './event-words';
import { useLingui } from './i18n';
import { barsOf, eventDays, textOn } from './calendar-layout';
import type { Bar } from './calendar-layout';

/** A drop asks for a move: the event to a crew and first day, or its last day (a stretch). */
export type DropMove =
  | { kind: 'move'; event: ScheduleEvent; crewId: string; shift: number }
  | { kind: 'stretch'; event: ScheduleEvent; date: string };

/** Where the drag began across the screen: a mouse's pointer, or the first finger. */
function clientXOf(event: Event | null): number | undefined {
  if (!event) return undefined;
  if ('touches' in event) return (event as TouchEvent).touches[0]?.clientX;
  return (event as MouseEvent).clientX;
}

/**
 * The week: one row per crew with the working days as columns, production events as bars in
 * the crew's colour (dragged to another day or crew, stretched by their end on a desktop),
 * and a row of inspections, deliveries and other events.
 */
export function WeekView({
  days,
  crews,
  events,
  zone,
  conflicts,
  canEdit,
  onOpen,
  onBook,
  onDrop,
}: {
  days: readonly string[];
  crews: readonly Crew[];
  events: readonly ScheduleEvent[];
  zone: string;
  conflicts: ReadonlySet<string>;
  canEdit: boolean;
  onOpen: (e: ScheduleEvent) => void;
  onBook: (crewId: string, date: string) => void;
  onDrop: (move: DropMove) => void;
}) {
  const { i18n } = useLingui();
  // A mouse drags once it moves a little (a click still opens the event). A finger first holds
  // the bar: a plain swipe keeps scrolling the week sideways, as a phone or tablet expects.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const end = (e: DragEndEvent) => {
    const data = e.active.data.current as { bar: Bar; stretch?: boolean } | undefined;
    const target = e.over?.data.current as { crewId: string; date: string } | undefined;
    if (!data || !target) return;
    const { bar } = data;
    if (data.stretch) {
      onDrop({ kind: 'stretch', event: bar.event, date: target.date });
      return;
    }
    // Which of the bar's days was grabbed: the bar keeps that day under the pointer.
    const rect = e.active.rect.current.initial;
    const x = clientXOf(e.activatorEvent);
    const span = bar.last - bar.first + 1;
    const grabbed =
      rect && x !== undefined
        ? Math.min(span - 1, Math.max(0, Math.floor((x - rect.left) / (rect.width / span))))
        : 0;
    const shift = days.indexOf(target.date) - (bar.first + grabbed);
    if (shift === 0 && target.crewId === bar.event.crewId) return;
    onDrop({ kind: 'move', event: bar.event, crewId: target.crewId, shift });
  };
  const columns = `minmax(7rem, 9rem) repeat(${days.length}, minmax(6.5rem, 1fr))`;
  const others = events.filter((e) => e.kind !== 'production');
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={end}>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label={i18n._('Week, scrolls sideways')}
      >
        <div role="table" aria-label={i18n._('Week by crew')} className="min-w-max">
          <div
            role="row"
            className="grid border-b border-slate-200 bg-slate-50"
            style={{ gridTemplateColumns: columns }}
          >
            <div role="columnheader" className="px-3 py-2 text-sm font-semibold">
              {i18n._('Crew')}
            </div>
            {days.map((d) => (
              <div role="columnheader" key={d} className="px-2 py-2 text-sm font-semibold">
                {weekdayShort(d)} {dateText(d).replace(/(,| de)? \d{4}$/, '')}
              </div>
            ))}
          </div>
          {crews.map((crew) => (
            <CrewRow
              key={crew.id}
              crew={crew}
              days={days}
              columns={columns}
              bars={barsOf(
                events.filter((e) => e.kind === 'production' && e.crewId === crew.id),
                days,
              )}
              conflicts={conflicts}
              canEdit={canEdit}
              onOpen={onOpen}
              onBook={onBook}
            />
          ))}
          <div role="row" className="grid" style={{ gridTemplateColumns: columns }}>
            <div role="rowheader" className="px-3 py-2 text-sm font-semibold text-slate-700">
              {i18n._('Inspections & deliveries')}
            </div>
            {days.map((d) => (
              <div role="cell" key={d} className="space-y-1 border-l border-slate-100 p-1">
                {others
                  .filter((e) => {
                    const span = eventDays(e, zone);
                    return span.start <= d && d <= span.end;
                  })
                  .map((e) => (
                    <button
                      key={e.id}
                      type="button"
                      onClick={() => onOpen(e)}
                      className="block w-full truncate rounded border border-slate-300 bg-slate-50 px-2 py-1 text-left text-xs text-slate-800 hover:bg-slate-100"
                    >
                      {eventName(e)}: {e.projectName}
                    </button>
                  ))}
              </div>
            ))}
          </div>
        </div>
      </div>
    </DndContext>
  );
}

function CrewRow({
  crew,
  days,
  columns,
  bars,
  conflicts,
  canEdit,
  onOpen,
  onBook,
}: {
  crew: Crew;
  days: readonly string[];
  columns: string;
  bars: Bar[];
  conflicts: ReadonlySet<string>;
  canEdit: boolean;
  onOpen: (e: ScheduleEvent) => void;
  onBook: (crewId: string, date: string) => void;
}) {
  const lanes = Math.max(1, ...bars.map((b) => b.lane + 1));
  return (
    <div
      role="row"
      className="grid border-b border-slate-200"
      style={{
        gridTemplateColumns: columns,
        gridTemplateRows: `repeat(${lanes}, minmax(2.75rem, auto))`,
      }}
    >
      <div
        role="rowheader"
        className="flex items-center gap-2 px-3 py-2 text-sm font-semibold"
        style={{ gridRow: `1 / span ${lanes}` }}
      >
        <span
          aria-hidden="true"
          className="h-3 w-3 shrink-0 rounded-full"
          style={{ background: crew.colour }}
        />
        {crew.name}
      </div>
      {days.map((d, i) => (
        <DayCell
          key={d}
          crew={crew}
          date={d}
          column={i + 2}
          lanes={lanes}
          free={!bars.some((b) => b.first <= i && i <= b.last)}
          canEdit={canEdit}
          onBook={onBook}
        />
      ))}
      {bars.map((b) => (
        <EventBar
          key={b.event.id}
          bar={b}
          colour={crew.colour}
          conflict={conflicts.has(b.event.id)}
          canEdit={canEdit}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

function DayCell({
  crew,
  date,
  column,
  lanes,
  free,
  canEdit,
  onBook,
}: {
  crew: Crew;
  date: string;
  column: number;
  lanes: number;
  free: boolean;
  canEdit: boolean;
  onBook: (crewId: string, date: string) => void;
}) {
  const { i18n } = useLingui();
  const { setNodeRef, isOver } = useDroppable({
    id: `${crew.id}|${date}`,
    data: { crewId: crew.id, date },
    disabled: !canEdit,
  });
  return (
    <div
      ref={setNodeRef}
      role="cell"
      className={`border-l border-slate-100 ${isOver ? 'bg-brand-50' : ''}`}
      style={{ gridColumn: column, gridRow: `1 / span ${lanes}` }}
    >
      {free && canEdit && (
        <button
          type="button"
          onClick={() => onBook(crew.id, date)}
          className="h-full min-h-11 w-full text-xs text-transparent hover:bg-slate-50 hover:text-slate-600 focus:text-slate-700"
          aria-label={i18n._('Book {crew} on {date}', { crew: crew.name, date: dateText(date) })}
        >
          {i18n._('+ Book')}
        </button>
      )}
    </div>
  );
}

const barWords = (event: ScheduleEvent) => ({
  name: eventName(event),
  project: event.projectName,
  start: dateText(event.startDate!),
  end: dateText(event.endDate!),
});

function EventBar({
  bar,
  colour,
  conflict,
  canEdit,
  onOpen,
}: {
  bar: Bar;
  colour: string;
  conflict: boolean;
  canEdit: boolean;
  onOpen: (e: ScheduleEvent) => void;
}) {
  const { i18n } = useLingui();
  const { event } = bar;
  const { setNodeRef, attributes, listeners, transform } = useDraggable({
    id: event.id,
    data: { bar },
    disabled: !canEdit,
  });
  const { setNodeRef: setStretchRef, listeners: stretchListeners } = useDraggable({
    id: `stretch|${event.id}`,
    data: { bar, stretch: true },
    disabled: !canEdit,
  });
  const moving = transform
    ? { transform: `translate(${transform.x}px, ${transform.y}px)`, zIndex: 20 }
    : {};
  return (
    <div
      ref={setNodeRef}
      className={`relative z-10 m-1 flex items-stretch overflow-hidden rounded-md shadow-sm ${conflict ? 'ring-2 ring-amber-500 ring-offset-1' : ''}`}
      style={{
        gridColumn: `${bar.first + 2} / ${bar.last + 3}`,
        gridRow: bar.lane + 1,
        background: colour,
        color: textOn(colour),
        ...moving,
      }}
      data-event-id={event.id}
    >
      <button
        type="button"
        {...listeners}
        {...attributes}
        role="button"
        onClick={() => onOpen(event)}
        aria-label={
          conflict
            ? i18n._(
                '{name}: {project}, {start} to {end}, conflict: the crew has another job that day. Open to move or change.',
                barWords(event),
              )
            : i18n._(
                '{name}: {project}, {start} to {end}. Open to move or change.',
                barWords(event),
              )
        }
        className="min-h-10 flex-1 truncate px-2 py-1 text-left text-sm font-semibold"
      >
        {bar.continuesBefore ? '‹ ' : ''}
        {conflict ? '⚠ ' : ''}
        {event.projectName}
        {bar.continuesAfter ? ' ›' : ''}
      </button>
      {canEdit && (
        <span
          ref={setStretchRef}
          {...stretchListeners}
          aria-hidden="true"
          title={i18n._('Drag to stretch')}
          data-stretch-handle
          className="hidden w-3 cursor-ew-resize bg-black/20 sm:block"
        />
      )}
    </div>
  );
}
