/**
 * A backup's tables as two exports of the same data should match: signing in to check a
 * restore moves the user's last-active time, which is the one column that may differ.
 */
export function comparableTables(doc: { tables: Record<string, Record<string, unknown>[]> }) {
  return {
    ...doc.tables,
    users: (doc.tables.users ?? []).map(({ last_active_at: _seen, ...user }) => user),
  };
}
