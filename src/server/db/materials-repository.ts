import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { MaterialCreate, MaterialPatch, Material } from '../../domain/price-list/price-list';
import type { Db } from './connection';
import { newId } from '../../domain/common/ids';
import type { MaterialsTable } from './schema';

type Row = Selectable<MaterialsTable>;

export type MaterialUpdateResult =
  | { kind: 'updated'; material: Material }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: Material };

function toMaterial(r: Row): Material {
  return {
    id: r.id,
    name: r.name,
    unit: r.unit,
    priceCents: Number(r.price_cents),
    archived: Number(r.archived) === 1,
    measuredAlong: r.measured_along,
    coveragePerUnit: Number(r.coverage_per_unit),
    wasteApplies: Number(r.waste_applies) === 1,
    version: Number(r.version),
  };
}

// There is deliberately no remove(): a material is archived, never deleted, so every saved
// estimate that refers to it keeps resolving.
export function materialsRepository(db: Db) {
  return {
    /** The whole price list, archived included, in list order. */
    async list(): Promise<Material[]> {
      const rows = await db
        .selectFrom('materials')
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(toMaterial);
    },

    async get(id: string): Promise<Material | undefined> {
      const row = await db
        .selectFrom('materials')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toMaterial(row) : undefined;
    },

    /** A custom material goes to the end of the list. */
    async create(input: MaterialCreate, by: string | null, now = new Date()): Promise<Material> {
      const iso = now.toISOString();
      const row = await db
        .insertInto('materials')
        .values((eb) => ({
          id: newId(now.getTime()),
          name: input.name,
          unit: input.unit,
          price_cents: input.priceCents,
          archived: 0,
          measured_along: input.measuredAlong,
          coverage_per_unit: input.coveragePerUnit,
          waste_applies: input.wasteApplies ? 1 : 0,
          position: eb
            .selectFrom('materials')
            .select(sql<number>`coalesce(max(position), 0) + 1`.as('next')),
          created_at: iso,
          updated_at: iso,
          created_by: by,
          updated_by: by,
        }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMaterial(row);
    },

    /** Applies the patch only if the stored version is the one the client read. */
    async update(
      id: string,
      patch: MaterialPatch,
      by: string | null,
    ): Promise<MaterialUpdateResult> {
      const set: Partial<Omit<MaterialsTable, 'version' | 'id'>> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.unit !== undefined) set.unit = patch.unit;
      if (patch.priceCents !== undefined) set.price_cents = patch.priceCents;
      if (patch.archived !== undefined) set.archived = patch.archived ? 1 : 0;
      if (patch.measuredAlong !== undefined) set.measured_along = patch.measuredAlong;
      if (patch.coveragePerUnit !== undefined) set.coverage_per_unit = patch.coveragePerUnit;
      if (patch.wasteApplies !== undefined) set.waste_applies = patch.wasteApplies ? 1 : 0;
      const row = await db
        .updateTable('materials')
        .set({
          ...set,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('version', '=', patch.version)
        .returningAll()
        .executeTakeFirst();
      if (row) return { kind: 'updated', material: toMaterial(row) };
      const current = await this.get(id);
      return current ? { kind: 'conflict', current } : { kind: 'not-found' };
    },
  };
}

export type MaterialsRepository = ReturnType<typeof materialsRepository>;
