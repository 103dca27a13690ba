import type { ProblemBody } from '../api-client';
import { writeKindOf } from './write-kinds';

// Changes made with no signal, kept on the device until the server has them: what each one is,
// and the order they are sent in. Generic: what a kind of write means is declared by its feature
// (write-kinds.ts); how the screens show kept changes, by the feature's overlays. Pure: the
// store is outbox-db.ts, the sending outbox.ts.

export interface KeptWrite {
  /** The order it was made in: writes are sent in this order. */
  seq: number;
  /** Its Idempotency-Key: sent again after a lost answer, the server answers as the first time. */
  key: string;
  /** Who made it: sent only while that person is signed in. */
  userId: string;
  /** Its kind's name, declared by its feature (write-kinds.ts): "project.update". */
  kind: string;
  /**
   * It makes the record `recordId` (its kind `creates`): reads of the record are answered from
   * the device until it is sent. Kept on the write, as the first screen reads it before any
   * feature's declarations have loaded.
   */
  creates?: boolean;
  method: 'POST' | 'PATCH' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** The record it changes: the project's id (project, outlines and new estimates), or the estimate's. */
  recordId: string;
  /** What it is, for the list of changes waiting: "New project “Okafor gable”". */
  label: string;
  createdAt: string;
  /**
   * waiting: to be sent. conflict: the server has a newer version (`current`); the user chooses.
   * refused: the server said no (`problem`); the user reads why and discards it.
   */
  state: 'waiting' | 'conflict' | 'refused';
  problem?: ProblemBody;
  /** The record as stored now, as the conflict's answer carried it: read with conflictRecord. */
  current?: unknown;
}

export type NewKeptWrite = Omit<KeptWrite, 'seq' | 'state' | 'createdAt'>;

/** The writes of one kind and record still waiting to be sent, in order: what a screen shows. */
export const waitingWrites = (writes: readonly KeptWrite[], kind: string, recordId: string) =>
  writes.filter((w) => w.state === 'waiting' && w.kind === kind && w.recordId === recordId);

/** The versions a sent write's answer makes current (its kind says which records they are). */
export function versionsIn(sent: KeptWrite, answer: unknown): Map<string, number> {
  const out = new Map<string, number>();
  const versions = writeKindOf(sent.kind)?.versionsIn;
  if (!versions || !answer || typeof answer !== 'object') return out;
  for (const [record, version] of versions(sent, answer)) out.set(record, version);
  return out;
}

/**
 * Later writes were made on top of the one just sent, reading the version it started from: they
 * now carry the version its answer made. Only a write reading exactly the version before does: if
 * someone else's change came between, the write keeps its version and meets the conflict.
 */
export function rebased(later: KeptWrite, versions: Map<string, number>): KeptWrite | null {
  const record = writeKindOf(later.kind)?.versionOf?.(later.recordId);
  const now = record ? versions.get(record) : undefined;
  const read = later.body.version;
  if (now === undefined || typeof read !== 'number' || read !== now - 1) return null;
  return { ...later, body: { ...later.body, version: now } };
}

/**
 * The next write to send: the first one waiting whose record has no earlier write stuck on a
 * conflict or a refusal (those would be sent against the wrong version, or depend on it).
 */
export function nextToSend(writes: readonly KeptWrite[]): KeptWrite | undefined {
  const stuck = new Set<string>();
  for (const w of writes) {
    if (w.state !== 'waiting') {
      stuck.add(w.recordId);
      continue;
    }
    if (!stuck.has(w.recordId)) return w;
  }
  return undefined;
}
