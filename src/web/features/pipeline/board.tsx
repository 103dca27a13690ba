import type {
  Announcements,
  DragEndEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import type {
  PipelineBoard,
  PipelineCard,
  PipelineColumn,
  Stage,
} from '../../../domain/pipeline/pipeline';
import { formatUsd } from '../../../domain/format/format';
import { BoardCard, CardBody } from './board-card';
import { useLingui } from './i18n';

/**
 * The keyboard moves a lifted card a whole column at a time: right or down to the next stage,
 * left or up to the one before (dnd-kit's default moves it by pixels).
 */
const byColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  if (!active || !collisionRect || !step) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ id: c.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const from = over?.id ?? (active.data.current?.card as PipelineCard | undefined)?.stageId;
  const next = columns[columns.findIndex((c) => c.id === from) + step];
  if (!next) return undefined;
  return { x: next.rect.left + 4, y: next.rect.top + 4 };
};

export function Board({
  board,
  now,
  lostOpen,
  onToggleLost,
  mayMoveTo,
  onMove,
}: {
  board: PipelineBoard;
  now: Date;
  lostOpen: boolean;
  onToggleLost: () => void;
  mayMoveTo: (s: Stage) => boolean;
  onMove: (card: PipelineCard, stageId: string) => void;
}) {
  const { i18n } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byColumn }),
  );
  const [dragging, setDragging] = useState<PipelineCard | null>(null);
  const stages = board.columns;
  const cardsByStage = useMemo(() => {
    const m = new Map<string, PipelineCard[]>();
    for (const c of board.cards) m.set(c.stageId, [...(m.get(c.stageId) ?? []), c]);
    return m;
  }, [board.cards]);
  const stageName = (id: unknown) => stages.find((s) => s.id === id)?.name ?? i18n._('no stage');
  const cardOf = (id: unknown) => board.cards.find((c) => c.id === id);

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const c = cardOf(active.id);
      return i18n._('Picked up {project}, in {stage}.', {
        project: c?.name,
        stage: stageName(c?.stageId),
      });
    },
    onDragOver: ({ active, over }) =>
      i18n._('{project} is over {stage}.', {
        project: cardOf(active.id)?.name,
        stage: over ? stageName(over.id) : i18n._('no stage'),
      }),
    onDragEnd: ({ active, over }) => {
      const c = cardOf(active.id);
      return over && over.id !== c?.stageId
        ? i18n._('{project} dropped on {stage}.', { project: c?.name, stage: stageName(over.id) })
        : i18n._('{project} dropped back in {stage}.', {
            project: c?.name,
            stage: stageName(c?.stageId),
          });
    },
    onDragCancel: ({ active }) =>
      i18n._('Moving {project} was cancelled.', { project: cardOf(active.id)?.name }),
  };

  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = cardOf(active.id);
    if (card && over && over.id !== card.stageId) onMove(card, String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: i18n._(
            'To move a card to another stage, press space, then the arrow keys to choose the stage, and space again to drop it. Escape cancels.',
          ),
        },
      }}
      onDragStart={({ active }: DragStartEvent) => setDragging(cardOf(active.id) ?? null)}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
    >
      {/* Relative: the cards' screen-reader-only texts are placed in it, so they scroll with the
          columns instead of widening the page. */}
      <div className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4">
        {stages.map((column) => (
          <Column
            key={column.id}
            column={column}
            cards={cardsByStage.get(column.id) ?? []}
            collapsed={column.status === 'lost' && !lostOpen}
            onToggle={column.status === 'lost' ? onToggleLost : undefined}
            render={(card) => (
              <BoardCard
                key={card.id}
                card={card}
                stages={stages}
                now={now}
                mayMoveTo={mayMoveTo}
                onMove={onMove}
              />
            )}
          />
        ))}
      </div>
      <DragOverlay>
        {dragging && (
          <div className="w-64 rounded-lg border border-brand-700 bg-white p-3 shadow-lg">
            <CardBody
              card={dragging}
              stages={stages}
              now={now}
              mayMoveTo={mayMoveTo}
              onMove={() => {}}
            />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function Column({
  column,
  cards,
  collapsed,
  onToggle,
  render,
}: {
  column: PipelineColumn;
  cards: PipelineCard[];
  collapsed: boolean;
  onToggle: (() => void) | undefined;
  render: (card: PipelineCard) => React.ReactNode;
}) {
  const { i18n } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const headingId = `column-${column.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex shrink-0 snap-start flex-col rounded-xl border p-2 ${
        collapsed ? 'w-40' : 'w-72'
      } ${isOver ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-slate-100'}`}
    >
      <header className="px-1 pb-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {column.name} <span className="font-normal text-slate-600">({column.count})</span>
        </h2>
        {column.valueCents !== undefined && (
          <p className="text-sm text-slate-700">{formatUsd(column.valueCents)}</p>
        )}
        {onToggle && (
          <button
            type="button"
            className="mt-1 min-h-11 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            aria-expanded={!collapsed}
            onClick={onToggle}
          >
            {collapsed ? i18n._('Show lost') : i18n._('Hide lost')}
          </button>
        )}
      </header>
      {!collapsed && (
        <ul className="flex min-h-24 flex-col gap-2">
          {cards.map(render)}
          {cards.length < column.count && (
            <li className="px-1 text-xs text-slate-600">
              {i18n._('Showing the {shown} most recently moved of {count}.', {
                shown: cards.length,
                count: column.count,
              })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
