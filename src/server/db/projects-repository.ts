import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type {
  DashboardSummary,
  Project,
  ProjectCreate,
  ProjectListQuery,
  ProjectPage,
  ProjectPatch,
} from '../../domain/project';
import type { Db } from './connection';
import { newId } from '../../domain/ids';
import { projectFields } from '../../domain/project-defaults';
import { searchTerms } from '../../domain/search';
import { matchingProjects } from './search-repository';
import type { ProjectsTable } from './schema';

type Row = Selectable<ProjectsTable>;

export class InvalidCursorError extends Error {}

export type UpdateResult =
  | { kind: 'updated'; project: Project }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: Project };

export function toProject(r: Row): Project {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    status: r.status,
    date: r.date,
    roofAreaSqFt: Number(r.roof_area_sq_ft),
    pitch: Number(r.pitch),
    estimatedCostCents: Number(r.estimated_cost_cents),
    estimatedCostOption: r.estimated_cost_option,
    estimatedCostAccepted: Number(r.estimated_cost_accepted) === 1,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    customerEmail: r.customer_email,
    notes: r.notes,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
}

const columnsOf = (p: Partial<ProjectCreate>) => {
  const c: Partial<Omit<ProjectsTable, 'version'>> = {};
  if (p.name !== undefined) c.name = p.name;
  if (p.address !== undefined) c.address = p.address;
  if (p.status !== undefined) c.status = p.status;
  if (p.date !== undefined) c.date = p.date;
  if (p.roofAreaSqFt !== undefined) c.roof_area_sq_ft = p.roofAreaSqFt;
  if (p.pitch !== undefined) c.pitch = p.pitch;
  if (p.estimatedCostCents !== undefined) c.estimated_cost_cents = p.estimatedCostCents;
  if (p.customerName !== undefined) c.customer_name = p.customerName;
  if (p.customerPhone !== undefined) c.customer_phone = p.customerPhone;
  if (p.customerEmail !== undefined) c.customer_email = p.customerEmail;
  if (p.notes !== undefined) c.notes = p.notes;
  if (p.latitude !== undefined) c.latitude = p.latitude;
  if (p.longitude !== undefined) c.longitude = p.longitude;
  return c;
};

const encodeCursor = (p: Project) =>
  Buffer.from(JSON.stringify([p.date, p.id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string')) {
      return [v[0] as string, v[1] as string];
    }
  } catch {
    // fall through: any undecodable cursor is the client's mistake, not ours
  }
  throw new InvalidCursorError('Cursor is not valid');
}

export function projectsRepository(db: Db) {
  return {
    async list(query: ProjectListQuery): Promise<ProjectPage> {
      let qb = db.selectFrom('projects').selectAll();
      if (query.status) qb = qb.where('status', '=', query.status);
      if (query.q) {
        // The header's search index (migration 019): a query with no word in it finds nothing.
        const terms = searchTerms(query.q);
        if (terms.length === 0) return { items: [], nextCursor: null };
        qb = qb.where(await matchingProjects(db, terms));
      }
      if (query.cursor) {
        const [date, id] = decodeCursor(query.cursor);
        qb = qb.where((eb) =>
          eb.or([eb('date', '<', date), eb.and([eb('date', '=', date), eb('id', '<', id)])]),
        );
      }
      const rows = await qb
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const items = rows.slice(0, query.limit).map(toProject);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    async get(id: string): Promise<Project | undefined> {
      const row = await db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toProject(row) : undefined;
    },

    /** The most recently changed projects first (what a phone keeps for use offline). */
    async recentlyChanged(limit: number): Promise<Project[]> {
      const rows = await db
        .selectFrom('projects')
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toProject);
    },

    async create(input: ProjectCreate, by: string | null, now = new Date()): Promise<Project> {
      const iso = now.toISOString();
      const f = projectFields(input, iso);
      const row = await db
        .insertInto('projects')
        .values({
          id: input.id ?? newId(now.getTime()),
          name: f.name,
          address: f.address,
          status: f.status,
          date: f.date,
          roof_area_sq_ft: f.roofAreaSqFt,
          pitch: f.pitch,
          estimated_cost_cents: f.estimatedCostCents,
          estimated_cost_option: f.estimatedCostOption,
          estimated_cost_accepted: f.estimatedCostAccepted ? 1 : 0,
          customer_name: f.customerName,
          customer_phone: f.customerPhone,
          customer_email: f.customerEmail,
          notes: f.notes,
          latitude: f.latitude,
          longitude: f.longitude,
          created_at: iso,
          updated_at: iso,
          created_by: by,
          updated_by: by,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toProject(row);
    },

    /** Applies the patch only if the stored version is the one the client read. */
    async update(id: string, patch: ProjectPatch, by: string | null): Promise<UpdateResult> {
      const { version, ...fields } = patch;
      const row = await db
        .updateTable('projects')
        .set({
          ...columnsOf(fields),
          // A cost typed over an estimate's is no option of it any more; the same cost sent
          // back unchanged (the whole form is sent) keeps saying which option it is.
          ...(fields.estimatedCostCents === undefined
            ? {}
            : {
                estimated_cost_option: sql<
                  string | null
                >`case when estimated_cost_cents = ${fields.estimatedCostCents} then estimated_cost_option else null end`,
                estimated_cost_accepted: sql<number>`case when estimated_cost_cents = ${fields.estimatedCostCents} then estimated_cost_accepted else 0 end`,
              }),
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      if (row) return { kind: 'updated', project: toProject(row) };
      const current = await this.get(id);
      return current ? { kind: 'conflict', current } : { kind: 'not-found' };
    },

    /**
     * Gives a project with no coordinates these, as a new version; a project that has some
     * (set meanwhile by someone else) keeps them, and undefined comes back.
     */
    async locateIfUnplaced(
      id: string,
      at: { lat: number; lng: number },
      by: string | null,
    ): Promise<Project | undefined> {
      const row = await db
        .updateTable('projects')
        .set({
          latitude: at.lat,
          longitude: at.lng,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('latitude', 'is', null), eb('longitude', 'is', null)]))
        .returningAll()
        .executeTakeFirst();
      return row && toProject(row);
    },

    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      const r = await db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Counts and value by status, kept by triggers (migration 005): never a scan of projects. */
    async dashboard(
      recentLimit = 6,
      activityLimit = 3,
    ): Promise<Omit<DashboardSummary, 'activity'>> {
      const byStatus = await db.selectFrom('project_totals').selectAll().execute();
      const counts = { pending: 0, 'in-progress': 0, completed: 0 };
      let totalValueCents = 0;
      for (const r of byStatus) {
        counts[r.status] = Number(r.project_count);
        totalValueCents += Number(r.value_cents);
      }
      const [recent, activity] = await Promise.all([
        this.list({ limit: recentLimit }),
        db
          .selectFrom('projects')
          .selectAll()
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(activityLimit)
          .execute(),
      ]);
      return {
        totalProjects: counts.pending + counts['in-progress'] + counts.completed,
        pending: counts.pending,
        inProgress: counts['in-progress'],
        completed: counts.completed,
        totalValueCents,
        recentProjects: recent.items,
        recentActivity: activity.map(toProject),
      };
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
