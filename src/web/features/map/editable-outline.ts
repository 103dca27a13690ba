import type { LatLng, RoofOutline } from '../../../domain/geo/geo';
import { DEFAULT_OUTLINE_PITCH } from '../../../domain/geo/geo';
import { parseNumberText } from '../../../domain/format/number-text';
import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import type { MeasuredLine } from '../../../domain/takeoff/roof-edges';
import { edgeTypesOf, measuredLinesOf } from '../../../domain/takeoff/roof-edges';
import { mapSchemas } from './api';
import { i18n } from './i18n';

/** A ridge, hip or valley drawn inside an outline, as saved. */
export type InnerLine = NonNullable<RoofOutline['lines']>[number];

/**
 * An outline as edited: the pitch and pipe boots stay as typed, so a bad value is shown, never
 * lost. `edges` always has one type per corner (edge i runs from corner i to the next).
 */
export interface EditableOutline {
  id: string;
  name: string;
  pitchText: string;
  points: LatLng[];
  edges: EdgeType[];
  lines: InnerLine[];
  pipeBootsText: string;
}

/** A saved outline to edit; one saved before edges had types gets every edge an eave. */
export const toEditable = (o: RoofOutline): EditableOutline => ({
  id: o.id,
  name: o.name,
  pitchText: String(o.pitch),
  points: o.points,
  edges: edgeTypesOf(o),
  lines: o.lines ?? [],
  pipeBootsText: String(o.pipeBoots ?? 0),
});

export const nameError = (name: string): string | undefined =>
  name.trim() === '' ? 'Name is required' : undefined;

export function pitchError(text: string): string | undefined {
  if (text.trim() === '') return i18n._('Pitch is required');
  const r = mapSchemas.get().roofOutlineSchema().shape.pitch.safeParse(parseNumberText(text));
  return r.success ? undefined : (r.error.issues[0]?.message ?? i18n._('Pitch is not valid'));
}

/** The pitch typed, or null while it is not a valid one. */
export const parsePitch = (text: string): number | null =>
  pitchError(text) ? null : parseNumberText(text);

// A blank pipe boots field means none: most roof sections have no pipe through them.
export function pipeBootsError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const r = mapSchemas.get().roofOutlineSchema().shape.pipeBoots.safeParse(parseNumberText(text));
  return r.success ? undefined : (r.error.issues[0]?.message ?? i18n._('Pipe boots is not valid'));
}

/** The pipe boots typed, or null while the number is not a valid one. */
export const parsePipeBoots = (text: string): number | null =>
  pipeBootsError(text) ? null : text.trim() === '' ? 0 : parseNumberText(text);

export const outlineHasErrors = (o: EditableOutline): boolean =>
  Boolean(nameError(o.name) ?? pitchError(o.pitchText) ?? pipeBootsError(o.pipeBootsText));

export function toSaved(o: EditableOutline): RoofOutline {
  // A blank pitch reads as 0 here (saving refuses it first): clearing a saved 0 is no change.
  const pitch = o.pitchText.trim() === '' ? 0 : parseNumberText(o.pitchText);
  return {
    id: o.id,
    name: o.name.trim(),
    pitch,
    points: o.points,
    edges: edgeTypesOf(o),
    lines: o.lines,
    pipeBoots: parsePipeBoots(o.pipeBootsText) ?? 0,
  };
}

/**
 * The outline as the domain measures it, or null while its pitch or pipe boots are not valid
 * (a rake's true length needs the pitch).
 */
export function toMeasurable(o: EditableOutline): RoofOutline | null {
  const pitch = parsePitch(o.pitchText);
  const pipeBoots = parsePipeBoots(o.pipeBootsText);
  if (pitch === null || pipeBoots === null) return null;
  return { ...toSaved(o), pitch, pipeBoots };
}

/**
 * Every edge, then every inner line, with its lengths. True lengths need the pitch: while the
 * pitch typed is not valid (`pitchKnown` false) they are worked out as if the roof were flat.
 */
export function linesOf(o: EditableOutline): { lines: MeasuredLine[]; pitchKnown: boolean } {
  const pitch = parsePitch(o.pitchText);
  return {
    lines: measuredLinesOf({ ...toSaved(o), pitch: pitch ?? 0 }),
    pitchKnown: pitch !== null,
  };
}

/** The outlines as they would be saved, as text: equal text means nothing to save. */
export const savedText = (outlines: EditableOutline[]): string =>
  JSON.stringify(outlines.map(toSaved));

export const newOutlineId = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A drawn outline, named "Roof n" with the first n no other outline uses; every edge an eave. */
export function newOutline(
  existing: EditableOutline[],
  points: LatLng[],
  id: string,
): EditableOutline {
  const names = new Set(existing.map((o) => o.name));
  let n = existing.length + 1;
  // The name is the user's from then on, saved as it was first written.
  const nameOf = (k: number) => i18n._('Roof {number}', { number: k });
  while (names.has(nameOf(n))) n++;
  return {
    id,
    name: nameOf(n),
    pitchText: String(DEFAULT_OUTLINE_PITCH),
    points,
    edges: edgeTypesOf({ points }),
    lines: [],
    pipeBootsText: '0',
  };
}
