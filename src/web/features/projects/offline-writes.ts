import type { z } from 'zod';
import { apiPath } from '../../../domain/api/api-paths';
import { newId } from '../../../domain/common/ids';
import type {
  Project,
  ProjectCreate,
  ProjectPatch,
  ProjectStatus,
} from '../../../domain/project/project';
import { projectFromCreate } from '../../../domain/project/project-defaults';
import { matchesSearch, searchTerms } from '../../../domain/project/search';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { waitingWrites } from '../../lib/offline/kept-writes';
import { defineWriteKind, savedVersion, versionKey } from '../../lib/offline/write-kinds';
import { i18n } from './i18n';
import { statusText } from './project-texts';
import { PROJECT_UPDATE_KIND } from './write-kind-names';

// The project's writes that work with no network (lib/offline): their kinds, how each is sent,
// and how the screens show them while they wait. Loaded when a save or a read needs it, and with
// the outbox: none of it is in the first load.

/**
 * The schema of a project record, loaded when a conflict needs it. Crew's answers leave the
 * estimated cost out (they never see money), so a conflict's record may lack it; crew's screens
 * never read it.
 */
export const projectRecord = async () =>
  (await import('../../../domain/project/project'))
    .projectSchema()
    .partial({ estimatedCostCents: true }) as unknown as z.ZodType<Project>;

/** A project's answer (created or changed) makes its version current. */
const projectVersions = (_w: KeptWrite, answer: object): [string, number][] => {
  const saved = savedVersion(answer);
  return saved ? [[versionKey('project', saved.id), saved.version]] : [];
};

/** Where the user sees a project's kept changes. */
const projectLink = (id: string) => `/projects/${id}`;

export const PROJECT_CREATE = defineWriteKind({
  kind: 'project.create',
  record: projectRecord,
  creates: true,
  versionsIn: projectVersions,
  link: projectLink,
  // Sent again after its key expired: the server has the project already (the id is taken).
  alreadyDone: (status, problem) =>
    status === 409 && (problem.errors ?? []).some((f) => f.path === 'id'),
});

export const PROJECT_UPDATE = defineWriteKind({
  kind: PROJECT_UPDATE_KIND,
  record: projectRecord,
  versionOf: (id) => versionKey('project', id),
  versionsIn: projectVersions,
  link: projectLink,
  // The project's page compares the two versions side by side (kept-conflict.tsx).
  resolvedOnScreen: true,
});

const outbox = () => import('../../lib/offline/outbox');

/**
 * Creates a project, or keeps it on this device: its id is made here, so the project opens (and
 * can be changed) before the server has it.
 */
export async function createProject(input: ProjectCreate): Promise<Project> {
  const id = newId();
  const r = await (
    await outbox()
  ).sendOrKeep<Project>(PROJECT_CREATE, {
    method: 'POST',
    path: apiPath('projects'),
    body: { ...input, id },
    recordId: id,
    // The outbox keeps the label as written, in the language of the moment it was kept.
    label: i18n._('New project “{project}”', { project: input.name }),
  });
  return 'sent' in r ? r.sent : projectFromCreate(input, id, r.kept.createdAt);
}

/** Saves a change to a project (`before`: the project as read), or keeps it on this device. */
export async function updateProject(
  id: string,
  patch: ProjectPatch,
  before: Project | undefined,
  /** The stage a move goes to, named in the list of changes waiting. */
  stageName?: string,
  /** The project's name when `before` is not at hand (a card moved on the board). */
  projectName?: string,
): Promise<Project> {
  const name = before?.name ?? patch.name ?? projectName ?? i18n._('project');
  const onlyStage = Object.keys(patch).every((k) =>
    ['status', 'stageId', 'lostReason', 'version'].includes(k),
  );
  const r = await (
    await outbox()
  ).sendOrKeep<Project>(PROJECT_UPDATE, {
    method: 'PATCH',
    path: apiPath('project', { id }),
    body: patch,
    recordId: id,
    label:
      onlyStage && stageName
        ? i18n._('Stage of “{project}” set to {stage}', { project: name, stage: stageName })
        : onlyStage && patch.status
          ? i18n._('Status of “{project}” set to {status}', {
              project: name,
              status: statusText(patch.status),
            })
          : i18n._('Changes to “{project}”', { project: name }),
  });
  if ('sent' in r) return r.sent;
  // Kept: shown with the change, still at the version read (the change is not on the server).
  const { version: _read, ...change } = patch;
  return { ...(before as Project), ...change };
}

/** The project as the user last left it on this device: the server's, with kept edits on top. */
export function projectWithKept(
  id: string,
  fetched: Project | undefined,
  writes: readonly KeptWrite[],
): Project | undefined {
  const created = waitingWrites(writes, PROJECT_CREATE.kind, id)[0];
  let project =
    fetched ??
    (created ? projectFromCreate(created.body as ProjectCreate, id, created.createdAt) : undefined);
  if (!project) return undefined;
  for (const w of waitingWrites(writes, PROJECT_UPDATE.kind, id)) {
    const { version: _read, ...patch } = w.body;
    project = { ...project, ...(patch as Partial<Project>) };
  }
  return project;
}

/**
 * The stage each project's waiting changes put it in, and since when (the change was made on
 * this device): the board shows a card moved with no signal in its new column. A change in
 * conflict is not shown, as on the project's page: the server's stage stands until the user
 * chooses.
 */
export function keptStages(
  writes: readonly KeptWrite[],
): Map<string, { stageId: string; at: string }> {
  const out = new Map<string, { stageId: string; at: string }>();
  for (const w of writes) {
    if (w.state !== 'waiting' || w.kind !== PROJECT_UPDATE.kind) continue;
    if (typeof w.body.stageId === 'string') {
      out.set(w.recordId, { stageId: w.body.stageId, at: w.createdAt });
    }
  }
  return out;
}

/** What a list of projects is filtered by (api.ts projectListUrl). */
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

/** Were projects made on this device? Then a list shows them even with none read. */
export const projectsMadeHere = (writes: readonly KeptWrite[]): boolean =>
  writes.some((w) => w.kind === PROJECT_CREATE.kind);

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
        .filter((w) => w.state === 'waiting' && w.kind === PROJECT_CREATE.kind)
        .filter((w) => !listed.has(w.recordId))
        .map((w) => projectWithKept(w.recordId, undefined, writes))
        .filter((p): p is Project => p !== undefined);
  const items = [...made.reverse(), ...page.items.map((p) => projectWithKept(p.id, p, writes)!)];
  return { ...page, items: items.filter((p) => inList(p, params)) };
}
