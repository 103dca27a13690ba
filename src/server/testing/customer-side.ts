import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { api } from './test-app';

// The customer's side of the proposal tests: no account, only the link. Each test's customer
// has an address of its own (X-Forwarded-For, trusted one hop by the test app), so the
// per-address limits do not add up across tests.
let nextAddress = 1;
export const newAddress = () =>
  `10.2.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A customer's answer is never cached nor indexed. */
export function expectPrivate(headers: Headers, what: string) {
  expect(headers.get('cache-control'), what).toBe('no-store');
  expect(headers.get('x-robots-tag'), what).toBe('noindex');
}

/** Requests as the customer (no session, their own address) and the stored proposal row. */
export function customerSide(t: TestApp) {
  return {
    as: (ip: string) => ({
      get: (path: string) =>
        api(t.url, 'GET', path, undefined, { cookie: '', 'x-forwarded-for': ip }),
      post: (path: string, body?: unknown) =>
        api(t.url, 'POST', path, body, { cookie: '', 'x-forwarded-for': ip }),
      page: (path: string, method = 'GET') =>
        fetch(t.url + path, { method, headers: { 'x-forwarded-for': ip } }),
    }),
    stored: (id: string) =>
      t.database.db
        .selectFrom('proposals')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
  };
}
