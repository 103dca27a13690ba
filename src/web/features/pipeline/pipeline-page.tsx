import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PipelineCard, PipelineColumn, Stage } from '../../../domain/pipeline/pipeline';
import { MAX_SEARCH_LENGTH } from '../../../domain/common/bounds';
import { LOST_STAGE_ID, mayMoveTo } from '../../../domain/pipeline/pipeline';
import { Callout } from '../../components/ui/callout';
import { SelectField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ConflictError } from '../../lib/api-client';
import type { SavedMessage } from '../../lib/offline/saved-notice';
import { savedNotice, SavedNoticeText } from '../../lib/offline/saved-notice';
import { useSessionUser } from '../account/api';
import { boardQuery, useMoveCard } from './api';
import { Board } from './board';
import { LostReasonDialog } from './lost-reason-dialog';
import { useLingui } from './i18n';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

const NO_STAGES: PipelineColumn[] = [];

/** /pipeline: every project in its stage, moved by drag and drop or "Move to". */
export function PipelinePage() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = {
    ...(params.get('salesperson') ? { salespersonId: params.get('salesperson')! } : {}),
    ...(params.get('source') ? { leadSourceId: params.get('source')! } : {}),
    ...(params.get('q') ? { q: params.get('q')! } : {}),
  };
  const board = useQuery(boardQuery(filters));
  const { role } = useSessionUser();
  const move = useMoveCard(filters);
  const [lostOpen, setLostOpen] = useState(false);
  const [askingLost, setAskingLost] = useState<PipelineCard | null>(null);
  // A move's outcome: saved (or kept on this device with no signal, and then synced), or why not.
  const [message, setMessage] = useState<
    | { tone: 'success'; saved: SavedMessage }
    // `card`: a move refused because the project changed meanwhile links to it, to see what did.
    | { tone: 'error'; text: string; card?: PipelineCard }
    | null
  >(null);
  const [now] = useState(() => new Date());
  const stages = board.data?.columns ?? NO_STAGES;

  const { mutate } = move;
  // Stable between reads of the board, so its memoised cards draw again only when theirs change.
  const send = useCallback(
    (card: PipelineCard, stageId: string, lostReason?: string) => {
      const stage = stages.find((s) => s.id === stageId);
      if (!stage) return;
      setMessage(null);
      mutate(
        {
          projectId: card.id,
          projectName: card.name,
          move: { stageId, version: card.version, ...(lostReason ? { lostReason } : {}) },
          stageName: stage.name,
        },
        {
          onSuccess: () =>
            setMessage({
              tone: 'success',
              saved: savedNotice(
                i18n._('{project} moved to {stage}.', { project: card.name, stage: stage.name }),
                card.id,
              ),
            }),
          onError: (e) =>
            setMessage(
              e instanceof ConflictError
                ? {
                    tone: 'error',
                    text: i18n._(
                      '{project} was changed by someone else meanwhile, so it was not moved. The board shows it as it is now; move it again if it still should.',
                      { project: card.name },
                    ),
                    card,
                  }
                : { tone: 'error', text: e.message },
            ),
        },
      );
    },
    [stages, mutate, i18n],
  );

  const requestMove = useCallback(
    (card: PipelineCard, stageId: string) => {
      if (stageId === card.stageId) return;
      if (!mayMoveTo(role, stages, stageId)) {
        setMessage({
          tone: 'error',
          text: i18n._(
            'Crew move jobs from Scheduled on, and never to Lost. Ask the office to move this one.',
          ),
        });
        return;
      }
      if (stages.find((s) => s.id === stageId)?.status === 'lost') setAskingLost(card);
      else send(card, stageId);
    },
    [role, stages, send, i18n],
  );
  const mayMove = useCallback((s: Stage) => mayMoveTo(role, stages, s.id), [role, stages]);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={i18n._(SCREEN_HEADINGS.pipeline.title)}
        description={i18n._(SCREEN_HEADINGS.pipeline.description)}
      />
      {/* On a phone the two lists share a row, so the board starts higher on the screen. */}
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:max-w-4xl">
        <div className="col-span-2 sm:col-span-1">
          <BoardSearch value={filters.q ?? ''} onSearch={(q) => setFilter('q', q)} />
        </div>
        <SelectField
          label={i18n._('Salesperson')}
          value={filters.salespersonId ?? ''}
          onChange={(e) => setFilter('salesperson', e.target.value)}
        >
          <option value="">{i18n._('Everyone')}</option>
          {board.data?.salespeople.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._('Lead source')}
          value={filters.leadSourceId ?? ''}
          onChange={(e) => setFilter('source', e.target.value)}
        >
          <option value="">{i18n._('All sources')}</option>
          {board.data?.leadSources.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div aria-live="polite">
        {message && (
          <Callout tone={message.tone} className="mb-4">
            {message.tone === 'success' ? (
              <SavedNoticeText saved={message.saved} onDone={() => setMessage(null)} />
            ) : (
              <>
                {message.text}
                {message.card && (
                  <>
                    {' '}
                    <Link
                      to={`/projects/${message.card.id}`}
                      className="inline-flex min-h-11 items-center font-semibold underline"
                    >
                      {i18n._('Open {project}', { project: message.card.name })}
                    </Link>
                  </>
                )}
              </>
            )}
          </Callout>
        )}
      </div>
      {board.isPending ? (
        <LoadingState label={i18n._('Loading the pipeline…')} />
      ) : board.isError ? (
        <ErrorState
          title={i18n._('Could not load the pipeline')}
          message={board.error.message}
          onRetry={() => void board.refetch()}
        />
      ) : (
        <Board
          board={board.data}
          now={now}
          lostOpen={lostOpen}
          onToggleLost={() => setLostOpen((o) => !o)}
          mayMoveTo={mayMove}
          onMove={requestMove}
        />
      )}
      {askingLost && (
        <LostReasonDialog
          projectName={askingLost.name}
          onClose={() => setAskingLost(null)}
          onMove={(reason) => {
            send(askingLost, LOST_STAGE_ID, reason);
            setAskingLost(null);
          }}
        />
      )}
    </>
  );
}

/** The board's own search (name, customer, address, phone, email, notes), sent after a pause. */
function BoardSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { i18n } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      label={i18n._('Search the board')}
      type="search"
      value={text}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
