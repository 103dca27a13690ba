import type { LatLng } from '../../../domain/geo';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { MIN_CORNERS } from './drawing-state';

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
        Finish outline to close it.
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
