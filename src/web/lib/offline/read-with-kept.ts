import { ApiError } from '../api-client';
import type { KeptWrite } from './kept-writes';
import { keptWritesRead, outboxState } from './outbox-state';

/**
 * The longest a failed read waits for the kept writes to be read from the device: only a
 * storage that never answers takes this long (a code that cannot load says so at once).
 */
const KEPT_READ_WAIT_MS = 20_000;

/**
 * A read with the changes kept on this device shown on top: `show` is the feature's overlay
 * (its offline-writes.ts says how, per record). With none kept it is the plain read: the
 * overlay's code loads only when there is something to show. A record made on this device is
 * not on the server yet: with no network, or a 404, it is shown from its kept create.
 */
export async function readWithKept<T>(
  read: () => Promise<T>,
  show: (writes: readonly KeptWrite[], got: T | undefined) => Promise<T | undefined>,
  /** Known to be on this device only (made offline): not asked of the server at all. */
  onDeviceOnly: (writes: readonly KeptWrite[]) => boolean = () => false,
): Promise<T> {
  let got: { value: T } | undefined;
  let failure: unknown;
  try {
    if (onDeviceOnly(outboxState().writes)) throw new ApiError(404, { title: 'Not sent yet' });
    got = { value: await read() };
  } catch (e) {
    if (!(e instanceof ApiError && (e.status === 0 || e.status === 404))) throw e;
    failure = e;
    // Opened with no network, the screen may ask before the kept writes are read: a record made
    // on this device is among them.
    await keptWritesRead(KEPT_READ_WAIT_MS);
  }
  const { writes } = outboxState();
  if (writes.length === 0) {
    if (!got) throw failure;
    return got.value;
  }
  const shown = await show(writes, got?.value);
  if (shown === undefined) throw failure;
  return shown;
}
