import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import { useLingui } from '../../i18n';
import { inReadersLanguage } from '../../lib/i18n/field-messages';

const control =
  'block min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-500/40';

/** The classes of every text-like control: one look, a red border when invalid. */
export function controlStyles(invalid: boolean, className = 'mt-1 w-full'): string {
  return `${control} ${invalid ? 'border-red-600' : 'border-slate-300'} ${className}`;
}

/**
 * A bare input with the shared look, for the few places that lay out their own label (a search
 * bar, a price with a "$" in front). Forms use TextField, which adds the label and messages.
 */
export function Input({
  invalid = false,
  className,
  ...input
}: { invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return <input aria-invalid={invalid} className={controlStyles(invalid, className)} {...input} />;
}

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, the control, and the message next to it (named by aria-describedby). */
function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  // Re-rendered when the language changes: the message is shown in the reader's language.
  useLingui();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {inReadersLanguage(error)}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: string | undefined; hint?: string | undefined };

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={controlStyles(invalid, `mt-1 w-full ${className ?? ''}`)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={controlStyles(invalid)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={controlStyles(invalid)}
          {...input}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A number typed by a person. The value stays the text as typed (parsed with parseNumberText
 * where it is used), so a half-typed or wrong value is shown back with its message, never lost.
 * A numeric keyboard on phones; `type="number"` by default for the arrow-key stepping, or
 * `type="text"` where people type "2,000" or "$1,500".
 */
export function NumberField({
  onValue,
  type = 'number',
  ...props
}: Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
    value: string;
    onValue: (text: string) => void;
    type?: 'number' | 'text';
  }) {
  return (
    <TextField
      type={type}
      inputMode="decimal"
      step={type === 'number' ? 'any' : undefined}
      {...props}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
