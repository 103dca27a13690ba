import { counted } from '../../lib/i18n/counted';
import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { PipelineCard, Stage } from '../../../domain/pipeline/pipeline';
import { daysInStage } from '../../../domain/pipeline/pipeline';
import { formatUsd } from '../../../domain/format/format';
import { MoveMenu } from './move-menu';
import { useLingui } from './i18n';

export interface CardProps {
  card: PipelineCard;
  stages: readonly Stage[];
  now: Date;
  mayMoveTo: (s: Stage) => boolean;
  onMove: (card: PipelineCard, stageId: string) => void;
}

/**
 * One project on the board. Dragged by its handle (pointer, or the keyboard: space, arrows,
 * space); "Move to" does the same with a tap on a phone or for anyone who prefers a list.
 */
export const BoardCard = memo(function BoardCard(props: CardProps) {
  const { card } = props;
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  });
  return (
    <li
      ref={setNodeRef}
      // Cards far down a column are laid out and painted only when scrolled to.
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_10rem] [content-visibility:auto] ${isDragging ? 'opacity-40' : ''}`}
    >
      <CardBody {...props} handle={{ ...attributes, ...listeners }} />
    </li>
  );
});

/** The card's content; also drawn under the pointer while dragging (without a handle). */
export function CardBody({
  card,
  stages,
  now,
  mayMoveTo,
  onMove,
  handle,
}: CardProps & { handle?: Record<string, unknown> }) {
  const { i18n } = useLingui();
  const days = daysInStage(card.stageChangedAt, now);
  return (
    <>
      <div className="flex items-start gap-2">
        <button
          type="button"
          {...handle}
          aria-label={i18n._('Drag {project}', { project: card.name })}
          className="-ml-2 flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
            <circle cx="5" cy="3" r="1.5" />
            <circle cx="11" cy="3" r="1.5" />
            <circle cx="5" cy="8" r="1.5" />
            <circle cx="11" cy="8" r="1.5" />
            <circle cx="5" cy="13" r="1.5" />
            <circle cx="11" cy="13" r="1.5" />
          </svg>
        </button>
        <div className="min-w-0 flex-1">
          <Link
            to={`/projects/${card.id}`}
            className="flex min-h-11 items-center font-semibold break-words text-slate-900 underline-offset-2 hover:underline"
          >
            {card.name}
          </Link>
          {card.customerName && <p className="text-sm text-slate-700">{card.customerName}</p>}
          <p className="truncate text-sm text-slate-600">{card.address}</p>
        </div>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {card.estimatedCostCents !== undefined && (
          <div>
            <dt className="sr-only">{i18n._('Value')}</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(card.estimatedCostCents)}</dd>
          </div>
        )}
        {card.salespersonName && (
          <div>
            <dt className="sr-only">{i18n._('Salesperson')}</dt>
            <dd>{card.salespersonName}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{i18n._('Time in stage')}</dt>
          <dd>
            {days === 0
              ? i18n._('New in stage today')
              : i18n._('{count, select, one {{n} day} other {{n} days}} in stage', counted(days))}
          </dd>
        </div>
      </dl>
      <MoveMenu
        name={card.name}
        currentId={card.stageId}
        stages={stages}
        mayMoveTo={mayMoveTo}
        onMove={(stageId) => onMove(card, stageId)}
      />
    </>
  );
}
