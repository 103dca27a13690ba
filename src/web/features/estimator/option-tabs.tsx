import { counted } from '../../lib/i18n/counted';
import type { Dispatch, KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import { MAX_OPTION_NAME, MAX_OPTIONS } from '../../../domain/estimate/estimate';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { TextField } from '../../components/ui/field';
import type { EstimatorAction, EstimatorState, RemovedOption } from './estimator-state';
import type { EstimatorView } from './estimator-view';
import { activeIndexOf, optionsWithErrors } from './estimate-options';
import { i18n, useLingui } from './i18n';

/** What a tab says while its name is blank (the name field then says a name is required). */
const shownName = (name: string, index: number) =>
  name.trim() || i18n._('Option {number}', { number: index + 1 });

/** The keys that move between tabs, and where each goes from `i` of `count`. */
function tabMove(key: string, i: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (i + 1) % count;
    case 'ArrowLeft':
      return (i - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The options as tabs (arrow keys, Home and End move between them), and the panel of the one
 * on screen: its name, "Remove option", then its material lines (the children).
 */
export function OptionTabs({
  state,
  view,
  dispatch,
  children,
}: {
  state: EstimatorState;
  view: EstimatorView;
  dispatch: Dispatch<EstimatorAction>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const baseId = useId();
  const { options } = state.form;
  const active = activeIndexOf(state);
  const option = options[active];
  const failing = optionsWithErrors(state.form, view.errors);
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  if (!option) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = options[tabMove(e.key, active, options.length) ?? -1];
    if (!next) return;
    e.preventDefault();
    dispatch({ type: 'selectOption', key: next.key });
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2 border-b border-slate-200">
        <div
          role="tablist"
          aria-label={i18n._('Options')}
          className="-mb-px flex max-w-full overflow-x-auto"
          onKeyDown={onKeyDown}
        >
          {options.map((o, i) => {
            const selected = i === active;
            return (
              <button
                key={o.key}
                type="button"
                role="tab"
                id={tabId(o.key)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/60 ${
                  selected
                    ? 'border-brand-700 font-semibold text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:bg-slate-50'
                }`}
                onClick={() => dispatch({ type: 'selectOption', key: o.key })}
              >
                <span className="max-w-28 truncate sm:max-w-40">{shownName(o.name, i)}</span>
                {failing.has(i) && (
                  <span className="font-bold text-red-700">
                    <span aria-hidden="true">!</span>
                    <span className="sr-only">{i18n._(' (has errors)')}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {options.length < MAX_OPTIONS && (
          <button
            type="button"
            className={`${buttonStyles.ghost} mb-1 px-3`}
            onClick={() => dispatch({ type: 'addOption' })}
          >
            <span aria-hidden="true">+</span> {i18n._('Add option')}
          </button>
        )}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(option.key)}
        className="space-y-3 pt-3"
      >
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
          <div className="min-w-0 flex-1 basis-48">
            <TextField
              label={i18n._('Option name')}
              value={option.name}
              error={view.errors[`options.${active}.name`]}
              hint={i18n._('Shown to the customer. At most {max} characters.', {
                max: MAX_OPTION_NAME,
              })}
              onChange={(e) =>
                dispatch({ type: 'renameOption', key: option.key, name: e.target.value })
              }
            />
          </div>
          <button
            type="button"
            className={`${buttonStyles.secondary} sm:mt-6`}
            onClick={() => dispatch({ type: 'removeOption', key: option.key })}
          >
            {i18n._('Remove option')}
            <span className="sr-only"> {shownName(option.name, active)}</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The option just removed, and the way to put it back. */
export function RemovedOptionNotice({
  removed,
  state,
  dispatch,
}: {
  removed: RemovedOption;
  state: EstimatorState;
  dispatch: Dispatch<EstimatorAction>;
}) {
  const { i18n } = useLingui();
  const name = shownName(removed.option.name, removed.index);
  const lines = removed.option.materials.length;
  return (
    <Callout
      tone="neutral"
      role="status"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <span>
        {i18n._(
          'Removed the option “{name}” and its {count, select, one {{n} material line} other {{n} material lines}}.',
          { name, ...counted(lines) },
        )}
      </span>
      {state.form.options.length < MAX_OPTIONS && (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => dispatch({ type: 'restoreOption' })}
        >
          {i18n._('Undo')}
          <span className="sr-only">{i18n._(' removing {name}', { name })}</span>
        </button>
      )}
    </Callout>
  );
}
