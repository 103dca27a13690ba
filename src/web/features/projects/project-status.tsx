import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { Project } from '../../../domain/project/project';
import { daysInStage, mayMoveTo } from '../../../domain/pipeline/pipeline';
import { buttonStyles } from '../../components/ui/button-styles';
import { controlStyles, TextField } from '../../components/ui/field';
import { useSessionUser } from '../account/api';
import { pipelineKeys, stagesQuery } from '../pipeline/api';
import { StageOptions } from '../../components/stage-options';
import { useUpdateProject } from './mutations';
import type { SavedMessage } from '../../lib/offline/saved-notice';
import { savedNotice } from '../../lib/offline/saved-notice';
import { useLingui } from './i18n';
import { daysInStageLabel } from './project-texts';

/**
 * The stage, grouped by status, set with one choice (Lost asks its reason first). It saves on
 * its own through the project's write path (the outbox), so a refused change shows its message
 * here and never the edit form's conflict table.
 */
export function ProjectStatusSection({
  project,
  onNotice,
  history,
}: {
  project: Project;
  onNotice: (message: SavedMessage | null) => void;
  /** The project's moves (the pipeline feature's), composed by the page. */
  history?: ReactNode;
}) {
  const { i18n } = useLingui();
  const selectId = useId();
  const qc = useQueryClient();
  const update = useUpdateProject(project.id);
  const { role } = useSessionUser();
  const stages = useQuery(stagesQuery()).data ?? [];
  // Shown chosen at once while the change is saved; the stored value wins afterwards.
  const [pendingStage, setPendingStage] = useState<string | null>(null);
  const [askingLost, setAskingLost] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const move = (stageId: string, lostReason?: string) => {
    const stage = stages.find((s) => s.id === stageId);
    if (!stage) return;
    onNotice(null);
    setPendingStage(stageId);
    update.mutate(
      {
        stageId,
        version: project.version,
        ...(lostReason ? { lostReason } : {}),
        stageName: stage.name,
      },
      {
        onSuccess: () => {
          setAskingLost(false);
          setReason('');
          onNotice(savedNotice(i18n._('Stage set to {stage}.', { stage: stage.name }), project.id));
        },
        onSettled: () => {
          setPendingStage(null);
          void qc.invalidateQueries({ queryKey: pipelineKeys.moves(project.id) });
          void qc.invalidateQueries({ queryKey: pipelineKeys.boards });
        },
      },
    );
  };

  const submitLost = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setReasonError(i18n._('Say why the project was lost'));
      return;
    }
    move('lost', reason.trim());
  };

  const error = update.conflict
    ? i18n._(
        'This project was changed elsewhere, so the stage was not changed. The current values are shown; try again.',
      )
    : update.error?.message;
  const current = stages.find((s) => s.id === project.stageId);

  return (
    <section
      aria-label={i18n._('Stage')}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <label htmlFor={selectId} className="block text-sm font-semibold text-slate-700">
        {i18n._('Stage')}
      </label>
      <select
        id={selectId}
        className={controlStyles(false)}
        value={askingLost ? 'lost' : (pendingStage ?? project.stageId)}
        disabled={update.isPending}
        onChange={(e) => {
          if (e.target.value === 'lost') {
            setAskingLost(true);
            setReasonError(undefined);
          } else {
            setAskingLost(false);
            move(e.target.value);
          }
        }}
      >
        {!current && <option value={project.stageId}>{project.stageId}</option>}
        <StageOptions
          stages={stages}
          current={project.stageId}
          allowed={(s) => mayMoveTo(role, stages, s.id)}
        />
      </select>
      <p className="mt-2 text-sm text-slate-600">
        {daysInStageLabel(daysInStage(project.stageChangedAt, new Date()))}
        {project.status === 'lost' && project.lostReason && (
          <span className="block">{i18n._('Lost: {reason}', { reason: project.lostReason })}</span>
        )}
      </p>
      {askingLost && (
        <form onSubmit={submitLost} className="mt-3 space-y-2" noValidate>
          <TextField
            label={i18n._('Why was it lost?')}
            value={reason}
            maxLength={500}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
              {i18n._('Move to Lost')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setAskingLost(false)}
            >
              {i18n._('Cancel')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {history}
    </section>
  );
}
