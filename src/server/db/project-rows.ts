import type { Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { newId } from '../../domain/common/ids';
import type { DerivedStatus, Stage } from '../../domain/pipeline/pipeline';
import type { Project, ProjectCreate } from '../../domain/project/project';
import { projectFields } from '../../domain/project/project-defaults';
import type { ProjectsTable } from './schema';

// The projects table's one mapper: a row to the domain's Project (the status read through the
// stage), and a create's or a patch's fields to columns.

export type ProjectRow = Selectable<ProjectsTable> & { status: DerivedStatus };

/** The project's status: its stage's group, read with every project (never stored apart). */
export const derivedStatus =
  sql<DerivedStatus>`(select s.status from pipeline_stages s where s.id = projects.stage_id)`.as(
    'status',
  );

export function toProject(r: ProjectRow): Project {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    status: r.status,
    stageId: r.stage_id,
    stageChangedAt: r.stage_changed_at,
    lostReason: r.lost_reason,
    leadSourceId: r.lead_source_id,
    salespersonId: r.salesperson_id,
    date: r.date,
    roofAreaSqFt: Number(r.roof_area_sq_ft),
    pitch: Number(r.pitch),
    estimatedCostCents: Number(r.estimated_cost_cents),
    estimatedCostOption: r.estimated_cost_option,
    estimatedCostAccepted: Number(r.estimated_cost_accepted) === 1,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    customerEmail: r.customer_email,
    customerLanguage: r.customer_language,
    notes: r.notes,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
}

/** The columns a create's or patch's fields change. */
export const columnsOf = (p: Partial<ProjectCreate>) => {
  const c: Updateable<Omit<ProjectsTable, 'version' | 'estimated_tax_cents'>> = {};
  if (p.name !== undefined) c.name = p.name;
  if (p.address !== undefined) c.address = p.address;
  if (p.leadSourceId !== undefined) c.lead_source_id = p.leadSourceId;
  if (p.salespersonId !== undefined) c.salesperson_id = p.salespersonId;
  if (p.date !== undefined) c.date = p.date;
  if (p.roofAreaSqFt !== undefined) c.roof_area_sq_ft = p.roofAreaSqFt;
  if (p.pitch !== undefined) c.pitch = p.pitch;
  if (p.estimatedCostCents !== undefined) c.estimated_cost_cents = p.estimatedCostCents;
  if (p.customerName !== undefined) c.customer_name = p.customerName;
  if (p.customerPhone !== undefined) c.customer_phone = p.customerPhone;
  if (p.customerEmail !== undefined) c.customer_email = p.customerEmail;
  if (p.customerLanguage !== undefined) c.customer_language = p.customerLanguage;
  if (p.notes !== undefined) c.notes = p.notes;
  if (p.latitude !== undefined) c.latitude = p.latitude;
  if (p.longitude !== undefined) c.longitude = p.longitude;
  return c;
};

/** The stage a new project goes to (the one the caller found; the default for its status if none). */
export type NewStage = Pick<Stage, 'id' | 'status'> | undefined;

/** The stored row of a new project: the create's fields with the defaults for the rest. */
export function rowOf(
  input: ProjectCreate,
  by: string | null,
  now: Date,
  idTime = now.getTime(),
  stage?: NewStage,
) {
  const iso = now.toISOString();
  const f = projectFields(input, iso, stage);
  return {
    id: input.id ?? newId(idTime),
    name: f.name,
    address: f.address,
    stage_id: f.stageId,
    stage_changed_at: f.stageChangedAt,
    lost_reason: f.lostReason,
    lead_source_id: f.leadSourceId,
    salesperson_id: f.salespersonId,
    date: f.date,
    roof_area_sq_ft: f.roofAreaSqFt,
    pitch: f.pitch,
    estimated_cost_cents: f.estimatedCostCents,
    estimated_cost_option: f.estimatedCostOption,
    estimated_cost_accepted: f.estimatedCostAccepted ? 1 : 0,
    customer_name: f.customerName,
    customer_phone: f.customerPhone,
    customer_email: f.customerEmail,
    customer_language: f.customerLanguage,
    notes: f.notes,
    latitude: f.latitude,
    longitude: f.longitude,
    created_at: iso,
    updated_at: iso,
    created_by: by,
    updated_by: by,
  };
}
