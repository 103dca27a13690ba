import type { Project, ProjectCreate } from './project';
import type { Stage } from '../pipeline/pipeline';
import { FIRST_STAGE_OF_STATUS } from '../pipeline/pipeline';

/**
 * A new project's fields: what the create gave, and the defaults for the rest (pending, dated
 * the day it is made, no measurements, no customer). The server stores these; a phone with no
 * signal shows the same project until the server has it.
 */
export function projectFields(
  input: ProjectCreate,
  nowIso: string,
  // The stage the server found for the create; a phone offline shows the status's first stage.
  stage: Pick<Stage, 'id' | 'status'> = {
    id: input.stageId ?? FIRST_STAGE_OF_STATUS[input.status ?? 'pending'],
    status: input.status ?? 'pending',
  },
) {
  return {
    name: input.name,
    address: input.address,
    status: stage.status,
    stageId: stage.id,
    stageChangedAt: nowIso,
    lostReason: stage.status === 'lost' ? (input.lostReason ?? null) : null,
    leadSourceId: input.leadSourceId ?? null,
    salespersonId: input.salespersonId ?? null,
    date: input.date ?? nowIso.slice(0, 10),
    roofAreaSqFt: input.roofAreaSqFt ?? 0,
    pitch: input.pitch ?? 0,
    estimatedCostCents: input.estimatedCostCents ?? 0,
    customerName: input.customerName ?? '',
    customerPhone: input.customerPhone ?? '',
    customerEmail: input.customerEmail ?? '',
    customerLanguage: input.customerLanguage ?? 'en',
    notes: input.notes ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    // A cost given with a new project is typed, not an option of an estimate.
    estimatedCostOption: null,
    estimatedCostAccepted: false,
  } satisfies Omit<Project, 'id' | 'createdAt' | 'updatedAt' | 'version'>;
}

/** The project a create makes, before the server has answered: version 1, as the server's. */
export function projectFromCreate(input: ProjectCreate, id: string, nowIso: string): Project {
  return { id, ...projectFields(input, nowIso), createdAt: nowIso, updatedAt: nowIso, version: 1 };
}
