import type { ComponentProps } from 'react';
import { PASSWORD_MIN } from '../../../domain/account/account';
import { TextField } from '../../components/ui/field';
import { useLingui } from './i18n';

/** A password being chosen (setup, an invitation or reset link, a change): one rule, one hint. */
export function NewPasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint'>,
) {
  const { i18n } = useLingui();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={i18n._('At least {min} characters.', { min: PASSWORD_MIN })}
      {...props}
    />
  );
}
