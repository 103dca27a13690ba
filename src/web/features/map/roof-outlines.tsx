import { counted } from '../../lib/i18n/counted';
import type { LatLng, RoofOutlines } from '../../../domain/geo/geo';
import { measureOutline } from '../../../domain/geo/geo';
import type { Project } from '../../../domain/project/project';
import type { InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import { buttonStyles } from '../../components/ui/button-styles';
import type { LineDraft } from './drawing-state';
import type { EditableOutline } from './editable-outline';
import { parsePitch } from './editable-outline';
import { OutlineCard } from './outline-card';
import { SaveOutlines } from './save-outlines';
import { useLingui } from './i18n';

/** The outlines drawn, one card each, with drawing a new one and saving them to the project. */
export function RoofMeasurements({
  outlines,
  onChange,
  draft,
  line,
  onStartDraw,
  onStartLine,
  project,
  savedOutlines,
  onLocated,
}: {
  outlines: EditableOutline[];
  onChange(next: EditableOutline[]): void;
  draft: LatLng[] | null;
  line: LineDraft | null;
  onStartDraw(): void;
  onStartLine(outlineId: string, type: InnerLineType): void;
  project: Project | undefined;
  savedOutlines: RoofOutlines | undefined;
  /** The project was placed at its outlines' centre by a save. */
  onLocated(at: LatLng): void;
}) {
  const { i18n } = useLingui();
  const measures = outlines.map((o) => measureOutline(o.points, parsePitch(o.pitchText)));

  return (
    <section
      aria-labelledby="roof-measure-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="roof-measure-heading" className="text-lg font-semibold">
        {i18n._('Roof measurements')}
      </h2>
      {draft ? (
        <p className="mt-3 text-sm text-slate-700">
          {i18n._(
            'Drawing an outline: {count, select, one {{n} corner} other {{n} corners}} so far. The drawing buttons are below the map.',
            counted(draft.length),
          )}
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-700">
            {i18n._(
              'Outline each roof section on the satellite image to get its area, then say what each edge is (eave, rake…) and draw its ridges, hips and valleys. Drag a corner to adjust it; tap an edge or corner for more.',
            )}
          </p>
          <button type="button" onClick={onStartDraw} className={`${buttonStyles.primary} mt-3`}>
            {i18n._('Draw outline')}
          </button>
        </div>
      )}

      {outlines.length > 0 && (
        <ul className="mt-4 space-y-3">
          {outlines.map((o, i) => (
            <li key={o.id}>
              <OutlineCard
                outline={o}
                index={i}
                measure={measures[i]!}
                drawingLine={line?.outlineId === o.id ? line.type : null}
                onChange={(patch) =>
                  onChange(outlines.map((x) => (x.id === o.id ? { ...x, ...patch } : x)))
                }
                onStartLine={(type) => onStartLine(o.id, type)}
                onDelete={() => onChange(outlines.filter((x) => x.id !== o.id))}
              />
            </li>
          ))}
        </ul>
      )}

      {project && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <SaveOutlines
            project={project}
            outlines={outlines}
            savedOutlines={savedOutlines}
            onLoad={onChange}
            onLocated={onLocated}
            disabled={draft !== null || line !== null}
          />
        </div>
      )}
    </section>
  );
}
