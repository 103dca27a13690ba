import type { RoofOutline, RoofOutlines } from '../../../domain/geo';
import type { Project, ProjectCreate, ProjectStatus } from '../../../domain/project';
import { projectFromCreate } from '../../../domain/project-defaults';
import { matchesSearch, searchTerms } from '../../../domain/search';
import type { ProblemBody } from '../api-client';

// Changes made with no signal, kept on the device until the server has them: what each one is,
// and how the screens show them before they are sent (a project made offline is in the list,
// an edit shows in the project). Pure: the store is outbox-db.ts, the sending outbox.ts.

export type KeptWriteKind =
  | 'project.create'
  | 'project.update'
  | 'estimate.create'
  | 'estimate.update'
  | 'estimate.order-option'
  | 'outlines.save';

export interface KeptWrite {
  /** The order it was made in: writes are sent in this order. */
  seq: number;
  /** Its Idempotency-Key: sent again after a lost answer, the server answers as the first time. */
  key: string;
  /** Who made it: sent only while that person is signed in. */
  userId: string;
  kind: KeptWriteKind;
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
  current?: unknown;
}

export type NewKeptWrite = Omit<KeptWrite, 'seq' | 'state' | 'createdAt'>;

const waiting = (writes: readonly KeptWrite[], kind: KeptWriteKind, recordId: string) =>
  writes.filter((w) => w.state === 'waiting' && w.kind === kind && w.recordId === recordId);

/** The project as the user last left it on this device: the server's, with kept edits on top. */
export function projectWithKept(
  id: string,
  fetched: Project | undefined,
  writes: readonly KeptWrite[],
): Project | undefined {
  const created = waiting(writes, 'project.create', id)[0];
  let project =
    fetched ??
    (created ? projectFromCreate(created.body as ProjectCreate, id, created.createdAt) : undefined);
  if (!project) return undefined;
  for (const w of waiting(writes, 'project.update', id)) {
    const { version: _read, ...patch } = w.body;
    project = { ...project, ...(patch as Partial<Project>) };
  }
  return project;
}

/** What a list of projects is filtered by (features/projects/api.ts projectListUrl). */
interface ProjectListParams {
  status?: ProjectStatus | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
}

/** Does the project match the list's filter (status, and the search the server's index makes)? */
function inList(p: Project, params: ProjectListParams): boolean {
  if (params.status && p.status !== params.status) return false;
  const q = params.q?.trim();
  return !q || matchesSearch(p, searchTerms(q));
}

/**
 * A page of the project list with the kept changes shown: edits applied, and projects made on
 * this device at the top of the first page until the server lists them.
 */
export function projectPageWithKept<P extends { items: Project[] }>(
  page: P,
  params: ProjectListParams,
  writes: readonly KeptWrite[],
): P {
  const listed = new Set(page.items.map((p) => p.id));
  const made = params.cursor
    ? []
    : writes
        .filter((w) => w.state === 'waiting' && w.kind === 'project.create')
        .filter((w) => !listed.has(w.recordId))
        .map((w) => projectWithKept(w.recordId, undefined, writes))
        .filter((p): p is Project => p !== undefined);
  const items = [...made.reverse(), ...page.items.map((p) => projectWithKept(p.id, p, writes)!)];
  return { ...page, items: items.filter((p) => inList(p, params)) };
}

/** The outlines as last saved on this device, at the version the server last had. */
export function outlinesWithKept(
  projectId: string,
  fetched: RoofOutlines | undefined,
  writes: readonly KeptWrite[],
): RoofOutlines | undefined {
  const last = waiting(writes, 'outlines.save', projectId).at(-1);
  const madeHere = waiting(writes, 'project.create', projectId).length > 0;
  if (!last) {
    // A project made on this device has no outlines on the server yet.
    return (
      fetched ?? (madeHere ? { projectId, outlines: [], version: 0, updatedAt: null } : undefined)
    );
  }
  return {
    projectId,
    version: fetched?.version ?? 0,
    updatedAt: fetched?.updatedAt ?? null,
    outlines: last.body.outlines as RoofOutline[],
  };
}

/** The record a write's version belongs to: later writes of the same record follow its answer. */
const versionedBy = (w: KeptWrite): string | null =>
  w.kind === 'project.update'
    ? `project:${w.recordId}`
    : w.kind === 'outlines.save'
      ? `outlines:${w.recordId}`
      : w.kind === 'estimate.update'
        ? `estimate:${w.recordId}`
        : null;

/**
 * The versions a sent write's answer makes current: a saved project (or an estimate's project,
 * whose figures saving an estimate changes), outlines, an estimate.
 */
export function versionsIn(sent: KeptWrite, answer: unknown): Map<string, number> {
  const out = new Map<string, number>();
  if (!answer || typeof answer !== 'object') return out;
  const a = answer as {
    id?: unknown;
    version?: unknown;
    project?: { id: string; version: number };
  };
  if (typeof a.version === 'number') {
    if (sent.kind.startsWith('project.')) out.set(`project:${String(a.id)}`, a.version);
    if (sent.kind === 'outlines.save') out.set(`outlines:${sent.recordId}`, a.version);
    if (sent.kind.startsWith('estimate.')) out.set(`estimate:${String(a.id)}`, a.version);
  }
  if (a.project) out.set(`project:${a.project.id}`, a.project.version);
  return out;
}

/**
 * Later writes were made on top of the one just sent, reading the version it started from: they
 * now carry the version its answer made. Only a write reading exactly the version before does: if
 * someone else's change came between, the write keeps its version and meets the conflict.
 */
export function rebased(later: KeptWrite, versions: Map<string, number>): KeptWrite | null {
  const record = versionedBy(later);
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
