import { useState } from 'react';
import type { LatLng, RoofOutline, RoofOutlines } from '../../../domain/geo';
import {
  estimatorHandoff,
  measureOutline,
  OUTLINE_PITCH_MAX,
  roofOutlineSchema,
} from '../../../domain/geo';
import { parseNumberText } from '../../../domain/number-text';
import { areaMultiplier } from '../../../domain/pitch';
import type { Project } from '../../../domain/project';
import { formatNumber } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useSaveOutlines } from './api';

/** An outline as edited: the pitch stays as typed, so a bad value is shown, never lost. */
export interface EditableOutline {
  id: string;
  name: string;
  pitchText: string;
  points: LatLng[];
}

export const toEditable = (o: RoofOutline): EditableOutline => ({
  id: o.id,
  name: o.name,
  pitchText: String(o.pitch),
  points: o.points,
});

function pitchError(text: string): string | undefined {
  if (text.trim() === '') return 'Pitch is required';
  const r = roofOutlineSchema().shape.pitch.safeParse(parseNumberText(text));
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Pitch is not valid');
}

const parsePitch = (text: string) => (pitchError(text) ? null : parseNumberText(text));
const sqFt = (x: number) => `${formatNumber(x, 1)} sq ft`;

function toSaved(o: EditableOutline): RoofOutline {
  // A blank pitch reads as 0 here (saving refuses it first): clearing a saved 0 is no change.
  const pitch = o.pitchText.trim() === '' ? 0 : parseNumberText(o.pitchText);
  return { id: o.id, name: o.name.trim(), pitch, points: o.points };
}

export function RoofMeasurements({
  outlines,
  onChange,
  draft,
  onStartDraw,
  project,
  savedOutlines,
  onSendToEstimator,
}: {
  outlines: EditableOutline[];
  onChange(next: EditableOutline[]): void;
  draft: LatLng[] | null;
  onStartDraw(): void;
  project: Project | undefined;
  savedOutlines: RoofOutlines | undefined;
  onSendToEstimator(areaSqFt: number, pitch: number): void;
}) {
  const measures = outlines.map((o) => measureOutline(o.points, parsePitch(o.pitchText)));
  const totalPlan = measures.reduce((s, m) => s + m.planAreaSqFt, 0);
  const totalRoof = measures.every((m) => m.roofAreaSqFt !== null)
    ? measures.reduce((s, m) => s + (m.roofAreaSqFt ?? 0), 0)
    : null;
  const handoff = estimatorHandoff(
    outlines.map((o) => ({ points: o.points, pitch: parsePitch(o.pitchText) })),
  );
  const update = (id: string, patch: Partial<EditableOutline>) =>
    onChange(outlines.map((o) => (o.id === id ? { ...o, ...patch } : o)));

  return (
    <section
      aria-labelledby="roof-measure-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="roof-measure-heading" className="text-lg font-semibold">
        Roof measurements
      </h2>
      {draft ? (
        <p className="mt-3 text-sm text-slate-700">
          Drawing an outline: {draft.length} {draft.length === 1 ? 'corner' : 'corners'} so far. The
          drawing buttons are above the map.
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-700">
            Outline each roof section on the satellite image to get its area. Drag a corner to
            adjust it.
          </p>
          <button type="button" onClick={onStartDraw} className={`${buttonStyles.primary} mt-3`}>
            Draw outline
          </button>
        </div>
      )}

      {outlines.length > 0 && (
        <>
          <ul className="mt-4 space-y-3">
            {outlines.map((o, i) => {
              const m = measures[i]!;
              const err = pitchError(o.pitchText);
              const pitch = parsePitch(o.pitchText);
              return (
                <li key={o.id}>
                  <section
                    aria-label={`Outline ${o.name || i + 1}`}
                    className="rounded-md border border-slate-200 p-3"
                  >
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        label="Outline name"
                        value={o.name}
                        maxLength={100}
                        error={o.name.trim() === '' ? 'Name is required' : undefined}
                        onChange={(e) => update(o.id, { name: e.target.value })}
                      />
                      <TextField
                        label="Pitch (rise per 12)"
                        inputMode="decimal"
                        value={o.pitchText}
                        error={err}
                        hint={`0 to ${OUTLINE_PITCH_MAX}; the estimator's default is 6`}
                        onChange={(e) => update(o.id, { pitchText: e.target.value })}
                      />
                    </div>
                    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                      <dt className="text-slate-700">Plan area</dt>
                      <dd className="font-semibold">{sqFt(m.planAreaSqFt)}</dd>
                      <dt className="text-slate-700">Roof area</dt>
                      <dd className="font-semibold">
                        {m.roofAreaSqFt === null || pitch === null
                          ? '—'
                          : `${sqFt(m.roofAreaSqFt)} (× ${formatNumber(areaMultiplier(pitch), 3)})`}
                      </dd>
                      <dt className="text-slate-700">Edges</dt>
                      <dd>
                        <ol className="flex flex-wrap gap-x-3">
                          {m.edgesFt.map((ft, j) => (
                            <li key={j}>
                              {j + 1}: {formatNumber(ft, 1)} ft
                            </li>
                          ))}
                        </ol>
                      </dd>
                    </dl>
                    <button
                      type="button"
                      onClick={() => onChange(outlines.filter((x) => x.id !== o.id))}
                      className="mt-2 inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      Delete outline<span className="sr-only"> {o.name}</span>
                    </button>
                  </section>
                </li>
              );
            })}
          </ul>

          <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
            <p>
              <span className="font-semibold">All outlines:</span> plan area{' '}
              <span className="font-semibold">{sqFt(totalPlan)}</span>, roof area{' '}
              <span className="font-semibold">{totalRoof === null ? '—' : sqFt(totalRoof)}</span>
            </p>
            {handoff ? (
              <p className="mt-1 text-slate-700">
                Sends the total plan area, {sqFt(handoff.areaSqFt)}, with pitch {handoff.pitch}:12
                {outlines.length > 1
                  ? ` from the largest outline, ${outlines[handoff.fromIndex]?.name}`
                  : ''}
                . The estimator applies the pitch multiplier.
              </p>
            ) : (
              <p className="mt-1 text-slate-700">
                Fix the pitch above to send it to the estimator.
              </p>
            )}
          </div>
        </>
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          disabled={!handoff || draft !== null}
          onClick={() => handoff && onSendToEstimator(handoff.areaSqFt, handoff.pitch)}
          className={buttonStyles.primary}
        >
          Send to estimator
        </button>
        {project && (
          <SaveOutlines
            project={project}
            outlines={outlines}
            savedOutlines={savedOutlines}
            onLoad={onChange}
            disabled={draft !== null}
          />
        )}
      </div>
    </section>
  );
}

function SaveOutlines({
  project,
  outlines,
  savedOutlines,
  onLoad,
  disabled,
}: {
  project: Project;
  outlines: EditableOutline[];
  savedOutlines: RoofOutlines | undefined;
  onLoad(next: EditableOutline[]): void;
  disabled: boolean;
}) {
  const save = useSaveOutlines(project.id);
  const [version, setVersion] = useState(savedOutlines?.version ?? 0);
  const [savedJson, setSavedJson] = useState(() =>
    JSON.stringify((savedOutlines?.outlines ?? []).map(toEditable).map(toSaved)),
  );
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [conflict, setConflict] = useState<RoofOutlines | null>(null);
  const current = outlines.map(toSaved);
  const dirty = JSON.stringify(current) !== savedJson;

  async function doSave(atVersion: number) {
    setMessage(null);
    const bad = outlines.find((o) => o.name.trim() === '' || pitchError(o.pitchText));
    if (bad) {
      setMessage({ tone: 'error', text: 'Fix the outline name and pitch shown above first.' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ outlines: current, version: atVersion });
      setVersion(saved.version);
      setSavedJson(JSON.stringify(saved.outlines));
      setConflict(null);
      setMessage({ tone: 'ok', text: `Saved to ${project.name}.` });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setConflict(e.problem.current as RoofOutlines);
        return;
      }
      setMessage({
        tone: 'error',
        text: `Could not save the outlines: ${e instanceof Error ? e.message : 'unknown error'}`,
      });
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void doSave(version)}
        disabled={disabled || save.isPending}
        className={buttonStyles.secondary}
      >
        {save.isPending ? 'Saving…' : `Save outlines to ${project.name}`}
      </button>
      <div aria-live="polite" className="w-full text-sm">
        {dirty && !message && !conflict && <p className="text-slate-700">Unsaved changes.</p>}
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={message.tone === 'error' ? 'font-medium text-red-700' : 'text-green-800'}
          >
            {message.text}
          </p>
        )}
        {conflict && (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3">
            <p>
              Someone else saved {conflict.outlines.length} outline
              {conflict.outlines.length === 1 ? '' : 's'} for this project since you opened it.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => {
                  onLoad(conflict.outlines.map(toEditable));
                  setVersion(conflict.version);
                  setSavedJson(JSON.stringify(conflict.outlines));
                  setConflict(null);
                }}
              >
                Load theirs
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => void doSave(conflict.version)}
              >
                Replace with mine
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
