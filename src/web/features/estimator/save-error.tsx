import type { Estimate } from '../../../domain/estimate/estimate-record';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { useLingui } from './i18n';

/**
 * Why the save failed. When someone else saved the estimate meanwhile, the two ways on: load
 * their version, or keep what was typed and save it as a copy.
 */
export function SaveError({
  message,
  conflict,
  onLoadTheirs,
  onSaveAsCopy,
}: {
  message: string;
  conflict: Estimate | null;
  onLoadTheirs: (theirs: Estimate) => void;
  onSaveAsCopy: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Callout tone="error" role="alert">
      <p>{message}</p>
      {conflict && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => onLoadTheirs(conflict)}
          >
            {i18n._('Load their version')}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={onSaveAsCopy}>
            {i18n._('Save mine as a copy')}
          </button>
        </div>
      )}
    </Callout>
  );
}
