import type { CurrentSchema, ProblemBody } from '../api-client';
import type { KeptWrite } from './kept-writes';

// The registry of offline write kinds. The outbox is generic: what a kind of write means (which
// record's version it carries, what its answer makes current, how its conflict is checked and
// where it is resolved) is declared by its feature, next to its api.ts, in offline-writes.ts,
// with defineWriteKind. The app tells the outbox how to load every feature's declarations
// (loadWriteKindsWith); the outbox loads them before it shows or sends a kept write.

/** A record's version, as later writes of it follow: "project:<id>", "outlines:<projectId>". */
export const versionKey = (record: string, id: string): string => `${record}:${id}`;

export interface WriteKind<R extends { version: number } = { version: number }> {
  /**
   * Its name, stored with each write ("project.update"). Never renamed: writes kept on phones
   * carry it across app updates.
   */
  readonly kind: string;
  /** The record stored now, which a conflict (409) carries: checked with this schema. */
  readonly record: CurrentSchema<R>;
  /**
   * It makes the record `recordId` (a project made on the device): until it is sent, reads of
   * that record are answered from the device, not asked of the server.
   */
  readonly creates?: boolean;
  /** The record whose version the write's body carries (`versionKey`); none for a create. */
  readonly versionOf?: (recordId: string) => string;
  /** The versions its answer makes current, by `versionKey`: later writes move to them. */
  readonly versionsIn?: (write: KeptWrite, answer: object) => Iterable<readonly [string, number]>;
  /** Where the user sees the record it changes, or none. */
  readonly link?: (recordId: string) => string;
  /** Its conflict is resolved on the record's own screen (a compare panel), not in the list. */
  readonly resolvedOnScreen?: boolean;
  /**
   * A refusal that means the server has it already: a create sent again after its key expired
   * meets its own record. The write is done.
   */
  readonly alreadyDone?: (status: number, problem: ProblemBody) => boolean;
}

/** The id and version a saved record's answer carries, read without trusting its shape. */
export function savedVersion(answer: unknown): { id: string; version: number } | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  if (!('version' in answer) || typeof answer.version !== 'number') return undefined;
  return { id: 'id' in answer ? String(answer.id) : '', version: answer.version };
}

const kinds = new Map<string, WriteKind>();

/** Declares a kind of offline write (once, at the top of a feature's offline-writes.ts). */
export function defineWriteKind<R extends { version: number }>(kind: WriteKind<R>): WriteKind<R> {
  if (kinds.has(kind.kind)) throw new Error(`offline: write kind ${kind.kind} declared twice`);
  kinds.set(kind.kind, kind);
  return kind;
}

/** The declaration of a kept write's kind; undefined before its feature's code has loaded. */
export const writeKindOf = (kind: string): WriteKind | undefined => kinds.get(kind);

/** Every kind declared so far. */
export const writeKinds = (): WriteKind[] => [...kinds.values()];

let loadAll: () => Promise<unknown> = () => Promise.resolve();
let loaded: Promise<unknown> | null = null;

/** The app says how to load every feature's declarations (lib may not import features). */
export function loadWriteKindsWith(load: () => Promise<unknown>): void {
  loadAll = load;
  loaded = null;
}

/**
 * Resolves once every feature's write kinds are declared. A load that failed (their code could
 * not be fetched) is tried again at the next call.
 */
export function writeKindsLoaded(): Promise<unknown> {
  const loading = (loaded ??= loadAll());
  loading.catch(() => {
    if (loaded === loading) loaded = null;
  });
  return loading;
}

/**
 * The record a conflicted write met, checked with its kind's schema; undefined when it does not
 * match (or the kind is unknown): then nothing of it is shown or sent over.
 */
export async function conflictRecord<R extends { version: number }>(
  write: KeptWrite,
  kind: WriteKind<R> | undefined,
): Promise<R | undefined> {
  if (!kind || write.current === undefined) return undefined;
  const parsed = (await kind.record()).safeParse(write.current);
  return parsed.success ? parsed.data : undefined;
}
