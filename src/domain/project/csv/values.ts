import { msg } from '../../common/messages';
import { csvSafeCell } from '../../format/csv-cell';
import { parseNumberText } from '../../format/number-text';
import type { ProjectStatus } from '../status';

// How a spreadsheet's cells become a project's values. Each reader answers the value, or a
// message for the refused row; a blank cell is `undefined` (the project's default applies).
// The messages are the domain's (src/domain/common/messages.ts): the import's answer gives them
// in the reader's language, and `label` is a column's name, passed marked for the catalogue.

export type Read<T> = { value: T | undefined } | { error: string };

/** "$10,590.00", "10590", "1,500.5" as whole cents; the number text every form reads. */
export function readMoneyCents(text: string, label: string): Read<number> {
  if (text.trim() === '') return { value: undefined };
  const n = parseNumberText(text);
  if (Number.isNaN(n))
    return { error: msg(/*i18n*/ '{label} must be an amount like 10,590.00', { label }) };
  // Rounded to the cent: spreadsheets carry float noise such as 10590.000000001.
  return { value: Math.round(n * 100) };
}

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(y: number, m: number, d: number): string | undefined {
  const iso = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
  const t = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/**
 * A date as spreadsheets write it: 2026-03-14 (a time after it is ignored), 3/14/2026, 3/14/26,
 * 3-14-2026. Slashed dates are month first, as US roofing software exports them.
 */
export function readDate(text: string, label: string): Read<string> {
  const t = text.trim();
  if (t === '') return { value: undefined };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  let found: string | undefined;
  if (iso) found = realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (us) {
    const y = Number(us[3]);
    found = realDate(us[3]!.length === 2 ? 2000 + y : y, Number(us[1]), Number(us[2]));
  }
  return found
    ? { value: found }
    : { error: msg(/*i18n*/ '{label} must be a date like 2026-03-14 or 3/14/2026', { label }) };
}

/** Letters and digits only, lower case: "In-Progress " and "in progress" read the same. */
export const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const STATUS_WORDS: Record<string, ProjectStatus> = {
  pending: 'pending',
  new: 'pending',
  open: 'pending',
  lead: 'pending',
  estimate: 'pending',
  quoted: 'pending',
  inprogress: 'in-progress',
  active: 'in-progress',
  started: 'in-progress',
  sold: 'in-progress',
  approved: 'in-progress',
  scheduled: 'in-progress',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  finished: 'completed',
  closed: 'completed',
  paid: 'completed',
};

/** "Pending", "In Progress", "in-progress", "Completed", "Done"... as one of the statuses. */
export function readStatus(text: string): Read<ProjectStatus> {
  if (text.trim() === '') return { value: undefined };
  const status = STATUS_WORDS[squash(text)];
  return status
    ? { value: status }
    : { error: /*i18n*/ 'Status must be Pending, In progress or Completed' };
}

/**
 * Text trimmed, with a cell that could run as a formula ("=HYPERLINK(...)") kept as text the
 * way the exports write it, so the stored project never carries a live formula. Blank is left
 * to the default; length rules are the schema's.
 */
export function readText(text: string): Read<string> {
  const t = text.trim();
  return { value: t === '' ? undefined : csvSafeCell(t) };
}

/** A phone number as typed ("+1 (555) 010-2000" stays as it is); anything else is text. */
export function readPhone(text: string): Read<string> {
  const t = text.trim();
  if (/^[\d\s()+\-.#]*(?:(?:x|ext\.?)\s*\d+)?$/i.test(t))
    return { value: t === '' ? undefined : t };
  return readText(t);
}

/** A number like 2,400 (roof area, pitch); the schema checks its range. */
export function readNumber(text: string, label: string): Read<number> {
  if (text.trim() === '') return { value: undefined };
  const n = parseNumberText(text);
  return Number.isNaN(n)
    ? { error: msg(/*i18n*/ '{label} must be a number', { label }) }
    : { value: n };
}
