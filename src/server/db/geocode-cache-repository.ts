import type { Db } from './connection';

export type GeocodeKind = 'search' | 'reverse';

/** Geocoder answers kept in the database, so a repeated lookup never reaches the service. */
export function geocodeCacheRepository(db: Db) {
  return {
    async get(
      kind: GeocodeKind,
      queryKey: string,
    ): Promise<{ response: unknown; createdAt: string } | undefined> {
      const row = await db
        .selectFrom('geocode_cache')
        .select(['response', 'created_at'])
        .where('kind', '=', kind)
        .where('query_key', '=', queryKey)
        .executeTakeFirst();
      return row
        ? { response: JSON.parse(row.response) as unknown, createdAt: row.created_at }
        : undefined;
    },

    async put(kind: GeocodeKind, queryKey: string, response: unknown): Promise<void> {
      const values = {
        kind,
        query_key: queryKey,
        response: JSON.stringify(response),
        created_at: new Date().toISOString(),
      };
      // Two servers may look up the same address at once: the later answer replaces the earlier.
      await db
        .insertInto('geocode_cache')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['kind', 'query_key'])
            .doUpdateSet({ response: values.response, created_at: values.created_at }),
        )
        .execute();
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom('geocode_cache')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

export type GeocodeCacheRepository = ReturnType<typeof geocodeCacheRepository>;
