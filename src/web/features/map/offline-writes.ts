import { apiPath } from '../../../domain/api/api-paths';
import type { RoofOutline, RoofOutlines, RoofOutlinesSaved } from '../../../domain/geo/geo';
import type { Project } from '../../../domain/project/project';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { waitingWrites } from '../../lib/offline/kept-writes';
import type { SendOrKeep } from '../../lib/offline/outbox';
import { defineWriteKind, savedVersion, versionKey } from '../../lib/offline/write-kinds';
import { i18n } from './i18n';

// The map's write that works with no network (lib/offline): saving a project's roof outlines.
// Its kind, how it is sent, and the outlines shown while it waits. Loaded when a save or a read
// needs it, and with the outbox.

/** The outlines as stored now, checked when a conflict carries them (zod loads with them). */
export const outlinesRecord = async () =>
  (await import('../../../domain/api/records')).roofOutlinesSchema();

export const OUTLINES_SAVE = defineWriteKind({
  kind: 'outlines.save',
  record: outlinesRecord,
  // The outlines follow their own version, not the project's.
  versionOf: (projectId) => versionKey('outlines', projectId),
  versionsIn: (w, answer) => {
    const saved = savedVersion(answer);
    return saved ? [[versionKey('outlines', w.recordId), saved.version]] : [];
  },
  link: (projectId) => `/projects/${projectId}`,
});

/** Saves a project's outlines with the version read, or keeps them on this device. */
export async function saveOutlines(
  project: Pick<Project, 'id' | 'name'>,
  input: { outlines: RoofOutline[]; version: number },
): Promise<SendOrKeep<RoofOutlinesSaved>> {
  const { sendOrKeep } = await import('../../lib/offline/outbox');
  return sendOrKeep<RoofOutlinesSaved>(OUTLINES_SAVE, {
    method: 'PUT',
    path: apiPath('projectOutlines', { id: project.id }),
    body: input,
    recordId: project.id,
    // The outbox keeps the label as written, in the language of the moment it was kept.
    label: i18n._('Roof outlines of “{project}”', { project: project.name }),
  });
}

/** The outlines as last saved on this device, at the version the server last had. */
export function outlinesWithKept(
  projectId: string,
  fetched: RoofOutlines | undefined,
  writes: readonly KeptWrite[],
): RoofOutlines | undefined {
  const last = waitingWrites(writes, OUTLINES_SAVE.kind, projectId).at(-1);
  if (!last) {
    // A project made on this device has no outlines on the server yet.
    const madeHere = writes.some(
      (w) => w.creates === true && w.state === 'waiting' && w.recordId === projectId,
    );
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
