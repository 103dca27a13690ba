import type { LatLng, RoofOutline } from '../../../domain/geo';
import { DEFAULT_OUTLINE_PITCH, roofOutlineSchema } from '../../../domain/geo';
import { parseNumberText } from '../../../domain/number-text';

/** An outline as edited: the pitch stays as typed, so a bad value is shown, never lost. */
export interface EditableOutline {
  id: string;
  name: string;
  pitchText: string;
  points: LatLng[];
}

export const toEditable = (o: RoofOutline): EditableOutline => ({
  id: o.id,
  name: o.name,
  pitchText: String(o.pitch),
  points: o.points,
});

export const nameError = (name: string): string | undefined =>
  name.trim() === '' ? 'Name is required' : undefined;

export function pitchError(text: string): string | undefined {
  if (text.trim() === '') return 'Pitch is required';
  const r = roofOutlineSchema().shape.pitch.safeParse(parseNumberText(text));
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Pitch is not valid');
}

/** The pitch typed, or null while it is not a valid one. */
export const parsePitch = (text: string): number | null =>
  pitchError(text) ? null : parseNumberText(text);

export const outlineHasErrors = (o: EditableOutline): boolean =>
  Boolean(nameError(o.name) ?? pitchError(o.pitchText));

export function toSaved(o: EditableOutline): RoofOutline {
  // A blank pitch reads as 0 here (saving refuses it first): clearing a saved 0 is no change.
  const pitch = o.pitchText.trim() === '' ? 0 : parseNumberText(o.pitchText);
  return { id: o.id, name: o.name.trim(), pitch, points: o.points };
}

/** The outlines as they would be saved, as text: equal text means nothing to save. */
export const savedText = (outlines: EditableOutline[]): string =>
  JSON.stringify(outlines.map(toSaved));

export const newOutlineId = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A drawn outline, named "Roof n" with the first n no other outline uses. */
export function newOutline(
  existing: EditableOutline[],
  points: LatLng[],
  id: string,
): EditableOutline {
  const names = new Set(existing.map((o) => o.name));
  let n = existing.length + 1;
  while (names.has(`Roof ${n}`)) n++;
  return { id, name: `Roof ${n}`, pitchText: String(DEFAULT_OUTLINE_PITCH), points };
}
