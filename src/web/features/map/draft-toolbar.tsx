import type { LatLng } from '../../../domain/geo/geo';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import type { LineDraft } from './drawing-state';
import { useLingui } from './i18n';
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
  const { i18n } = useLingui();
  return (
    <Callout tone="warning">
      <p role="status">
        {i18n._(
          'Click each roof corner on the map above ({count} so far); click the first corner or Finish outline to close it. Escape or Cancel stops.',
          { count: draft.length },
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onFinish}
          disabled={draft.length < MIN_CORNERS}
          className={buttonStyles.primary}
        >
          {i18n._('Finish outline')}
        </button>
        <button type="button" onClick={onAddAtCentre} className={buttonStyles.secondary}>
          {i18n._('Add corner at map centre')}
        </button>
        <button
          type="button"
          onClick={onUndo}
          disabled={draft.length === 0}
          className={buttonStyles.secondary}
        >
          {i18n._('Undo corner')}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          {i18n._('Cancel')}
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
  const { i18n } = useLingui();
  const first = line.points.length === 0;
  const kind: Record<LineDraft['type'], string> = {
    ridge: i18n._('Drawing a ridge in {name}:', { name: outlineName }),
    hip: i18n._('Drawing a hip in {name}:', { name: outlineName }),
    valley: i18n._('Drawing a valley in {name}:', { name: outlineName }),
  };
  return (
    <Callout tone="warning">
      <p role="status">
        {kind[line.type]}{' '}
        {first
          ? i18n._('tap one end of it on the map above.')
          : i18n._('now tap its other end (1 of 2 ends so far).')}{' '}
        {i18n._(
          'A tap near a corner or the middle of an edge lands on it. Escape or Cancel stops.',
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onAddAtCentre} className={buttonStyles.secondary}>
          {first ? i18n._('Add end at map centre') : i18n._('Add other end at map centre')}
        </button>
        <button type="button" onClick={onUndo} disabled={first} className={buttonStyles.secondary}>
          {i18n._('Undo end')}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          {i18n._('Cancel')}
        </button>
      </div>
    </Callout>
  );
}
