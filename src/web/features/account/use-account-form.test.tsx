// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { signInSchema } from '../../../domain/account/account-schemas';
import type { ApiError } from '../../lib/api-client';
import { accountSchema } from '../../lib/account-schemas';
import { useAccountForm } from './use-account-form';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const submit = { preventDefault: () => {} } as FormEvent;

function signIn(schema: () => Promise<ReturnType<typeof signInSchema>>) {
  const sent = vi.fn(async (_: { email: string; password: string }) => ({}));
  const { result } = renderHook(
    () =>
      useAccountForm({
        initial: { email: '', password: '' },
        schema,
        mutation: useMutation<unknown, ApiError, { email: string; password: string }>({
          mutationFn: sent,
        }),
      }),
    { wrapper },
  );
  return { result, sent };
}

describe('the account forms, their schema fetched on first use', () => {
  it('names the refused fields and sends nothing', async () => {
    const { result, sent } = signIn(accountSchema('signInSchema'));
    act(() => result.current.onSubmit(submit));
    await waitFor(() => expect(result.current.field('email').error).toBe('Email is required'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends what the schema accepts, trimmed as the server would', async () => {
    const { result, sent } = signIn(accountSchema('signInSchema'));
    act(() => {
      result.current.field('email').onChange({ target: { value: ' ana@example.com ' } } as never);
      result.current.field('password').onChange({ target: { value: 'a long password' } } as never);
    });
    act(() => result.current.onSubmit(submit));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[0]).toEqual({
      email: 'ana@example.com',
      password: 'a long password',
    });
  });

  it('leaves the check to the server when the schema cannot be fetched', async () => {
    const { result, sent } = signIn(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => result.current.onSubmit(submit));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0]?.[0]).toEqual({ email: '', password: '' });
  });
});
