import type { Selectable } from 'kysely';
import type { RoofOutline, RoofOutlines } from '../../domain/geo/geo';
import type { Db } from './connection';
import type { RoofOutlinesTable } from './schema';

export type SaveOutlinesResult =
  { kind: 'saved'; outlines: RoofOutlines } | { kind: 'conflict'; current: RoofOutlines };

/** A project's outlines from its row; a project with no row has none saved (version 0). */
function toRoofOutlines(
  projectId: string,
  row: Pick<Selectable<RoofOutlinesTable>, 'outlines' | 'version' | 'updated_at'> | undefined,
): RoofOutlines {
  if (!row) return { projectId, outlines: [], version: 0, updatedAt: null };
  return {
    projectId,
    outlines: JSON.parse(row.outlines) as RoofOutline[],
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

/** The roof outlines of a project: one row holding them all, under one version. */
export function roofOutlinesRepository(db: Db) {
  async function get(projectId: string): Promise<RoofOutlines> {
    const row = await db
      .selectFrom('roof_outlines')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return toRoofOutlines(projectId, row);
  }

  return {
    get,

    /** `get` of each of the projects, in one query: project id to its outlines. */
    async getMany(projectIds: readonly string[]): Promise<Map<string, RoofOutlines>> {
      const rows =
        projectIds.length === 0
          ? []
          : await db
              .selectFrom('roof_outlines')
              .selectAll()
              .where('project_id', 'in', projectIds)
              .execute();
      const byProject = new Map(rows.map((r) => [r.project_id, r]));
      return new Map(projectIds.map((id) => [id, toRoofOutlines(id, byProject.get(id))]));
    },

    /** Replaces the outlines if `version` is the one the client read (0: none saved yet). */
    async save(
      projectId: string,
      outlines: RoofOutline[],
      version: number,
      by: string | null,
    ): Promise<SaveOutlinesResult> {
      const now = new Date().toISOString();
      const json = JSON.stringify(outlines);
      let changed: number;
      if (version === 0) {
        const r = await db
          .insertInto('roof_outlines')
          .values({
            project_id: projectId,
            outlines: json,
            created_at: now,
            updated_at: now,
            created_by: by,
            updated_by: by,
          })
          .onConflict((oc) => oc.column('project_id').doNothing())
          .returning('project_id')
          .executeTakeFirst();
        // No row back: someone saved first, so this client's version 0 is stale.
        changed = r ? 1 : 0;
      } else {
        const r = await db
          .updateTable('roof_outlines')
          .set((eb) => ({
            outlines: json,
            updated_at: now,
            updated_by: by,
            version: eb('version', '+', 1),
          }))
          .where('project_id', '=', projectId)
          .where('version', '=', version)
          .executeTakeFirst();
        changed = Number(r.numUpdatedRows);
      }
      const current = await get(projectId);
      return changed > 0 ? { kind: 'saved', outlines: current } : { kind: 'conflict', current };
    },
  };
}

export type RoofOutlinesRepository = ReturnType<typeof roofOutlinesRepository>;
