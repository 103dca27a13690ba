import type { LatLng } from '../../../domain/geo/geo';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import type { LineDraft } from './drawing-state';
import { MIN_CORNERS } from './outline-edit';

/** The buttons for drawing an outline, under the map while one is drawn. */
export function DraftToolbar({
  draft,
  onFinish,
  onAddAtCentre,
  onUndo,
  onCancel,
}: {
  draft: LatLng[];
  onFinish(): void;
  onAddAtCentre(): void;
  onUndo(): void;
  onCancel(): void;
}) {
  return (
    <Callout tone="warning">
      <p role="status">
        Click each roof corner on the map above ({draft.length} so far); click the first corner or
        Finish outline to close it. Escape or Cancel stops.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onFinish}
          disabled={draft.length < MIN_CORNERS}
          className={buttonStyles.primary}
        >
          Finish outline
        </button>
        <button type="button" onClick={onAddAtCentre} className={buttonStyles.secondary}>
          Add corner at map centre
        </button>
        <button
          type="button"
          onClick={onUndo}
          disabled={draft.length === 0}
          className={buttonStyles.secondary}
        >
          Undo corner
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          Cancel
        </button>
      </div>
    </Callout>
  );
}

/** The buttons for drawing a ridge, hip or valley, under the map while one is drawn. */
export function LineToolbar({
  line,
  outlineName,
  onAddAtCentre,
  onUndo,
  onCancel,
}: {
  line: LineDraft;
  outlineName: string;
  onAddAtCentre(): void;
  onUndo(): void;
  onCancel(): void;
}) {
  const first = line.points.length === 0;
  return (
    <Callout tone="warning">
      <p role="status">
        Drawing a {line.type} in {outlineName}:{' '}
        {first
          ? 'tap one end of it on the map above.'
          : 'now tap its other end (1 of 2 ends so far).'}{' '}
        A tap near a corner or the middle of an edge lands on it. Escape or Cancel stops.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onAddAtCentre} className={buttonStyles.secondary}>
          {first ? 'Add end at map centre' : 'Add other end at map centre'}
        </button>
        <button type="button" onClick={onUndo} disabled={first} className={buttonStyles.secondary}>
          Undo end
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          Cancel
        </button>
      </div>
    </Callout>
  );
}
