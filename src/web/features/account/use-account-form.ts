import type { UseMutationResult } from '@tanstack/react-query';
import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import type { ApiError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';

/**
 * The account forms' one way of working: each field keeps what was typed (also after a refusal),
 * the domain's schema checks it before anything is sent, and a refusal's messages show next to
 * the fields they name, or above the button when they name none (a wrong password, a wait).
 * `schema` fetches the schema (account-schemas.ts): asked for at the first keystroke.
 */
export function useAccountForm<F extends string, Out>({
  initial,
  schema,
  mutation,
  onSuccess,
}: {
  initial: Record<F, string>;
  schema: () => Promise<z.ZodType<Out>>;
  mutation: UseMutationResult<unknown, ApiError, Out>;
  onSuccess?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const field = (name: F) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      // Fetched while the person types; a failed fetch is asked again at submit.
      schema().catch(() => {});
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
      // An earlier outcome ("Saved", "incorrect") is about what was there before this edit.
      if (!mutation.isPending) mutation.reset();
    },
  });

  const send = (input: Out) => {
    setErrors({});
    mutation.mutate(input, {
      onSuccess,
      onError: (err) => setErrors(err.fieldErrors()),
    });
  };

  const check = async () => {
    const checked = await checkWithFetchedSchema(schema, values);
    if (checked === null) return send(values as unknown as Out);
    if ('errors' in checked) return setErrors(checked.errors);
    send(checked.data);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void check();
  };

  const named = mutation.error ? Object.keys(mutation.error.fieldErrors()) : [];
  /** A refusal that names none of the fields: said above the button. */
  const formError =
    mutation.error && !named.some((path) => path in values) ? mutation.error.message : null;

  return {
    field,
    onSubmit,
    formError,
    pending: mutation.isPending,
    /** Empties the form to its first values (a password once changed). */
    clear: () => setValues(initial),
  };
}
