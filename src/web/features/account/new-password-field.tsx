import type { ComponentProps } from 'react';
import { PASSWORD_MIN } from '../../../domain/account/account';
import { TextField } from '../../components/ui/field';

/** A password being chosen (setup, an invitation or reset link, a change): one rule, one hint. */
export function NewPasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint'>,
) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN} characters.`}
      {...props}
    />
  );
}
