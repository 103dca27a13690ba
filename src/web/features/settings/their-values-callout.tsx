import type { ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { useLingui } from './i18n';

/**
 * A save refused because someone else saved first: their values beside the user's (still in the
 * form), and a way to take theirs instead. `children` are the <dt>/<dd> pairs of their values.
 */
export function TheirValuesCallout({
  what,
  children,
  onUseTheirs,
}: {
  /** "the company profile", "the proposal settings". */
  what: string;
  children: ReactNode;
  onUseTheirs: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <Callout tone="warning" role="alert">
      <p className="font-semibold">
        {i18n._('Someone else changed {what} while you were editing.', { what })}
      </p>
      <p className="mt-1">{i18n._('Their saved values are:')}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">{children}</dl>
      <p className="mt-2">
        {i18n._('Your changes are still in the form. Save again to replace theirs, or')}
      </p>
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onUseTheirs}>
        {i18n._('Use their values')}
      </button>
    </Callout>
  );
}
