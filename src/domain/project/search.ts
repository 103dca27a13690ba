import type { ShownStatus } from './status';

// Project search: how a typed query becomes terms, and where those terms match a project.
// The database indexes (migration 019: FTS5 on SQLite, tsvector on PostgreSQL) find the rows;
// these functions say which part of each field matched, and the phone keeps a list of
// projects made offline filtered the same way the server filters. No zod here: the header's
// search box loads with every screen (its query schema is in project.ts).

export { MAX_SEARCH_LENGTH } from '../common/bounds';
/** Terms past this many are ignored: a long paste still makes a small, fast query. */
export const MAX_SEARCH_TERMS = 8;
/** GET /api/search answers at most this many projects. */
export const SEARCH_RESULT_LIMIT = 20;

/** The fields searched, best first: a match in an earlier one ranks the project higher. */
export const SEARCH_FIELDS = [
  'name',
  'customerName',
  'address',
  'customerPhone',
  'customerEmail',
  'notes',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** [start, end) of a matching part in a field's text, in UTF-16 code units (String#slice). */
export type Range = readonly [number, number];

export interface SearchHit {
  id: string;
  name: string;
  customerName: string;
  address: string;
  status: ShownStatus;
  /** The best field that matched (SEARCH_FIELDS order). */
  matched: SearchField;
  /** The matching parts of what every result shows. */
  highlights: { name: Range[]; customerName: Range[]; address: Range[] };
  /**
   * When only a field the result does not show matched (phone, email, notes): its text (notes
   * cut to an excerpt around the match) and the matching parts in that text.
   */
  also: {
    field: 'customerPhone' | 'customerEmail' | 'notes';
    text: string;
    ranges: Range[];
  } | null;
}

export type Searchable = Record<SearchField, string>;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}/gu;
const A_MARK = /^\p{M}$/u;
/** A query of digits and the punctuation phone numbers are written with is a phone number. */
const PHONE_QUERY = /^[\d\s().+\-/]+$/;
const MIN_PHONE_DIGITS = 3;
/** The local number (no area code) is indexed too, so "010-2000" finds (555) 010-2000. */
export const LOCAL_PHONE_DIGITS = 7;

/** Lower case without accents: how both indexes store words ("José" -> "jose"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Written like a phone number: digits with phone punctuation ("(555) 010-2000", "503-555"), or
 * digits in groups of at most four that add up to a local number ("555 010 2000"). Digits
 * and spaces otherwise stay words: "2847 97214" is a house number and a ZIP code.
 */
function isPhoneQuery(q: string): boolean {
  if (!PHONE_QUERY.test(q) || digitsOf(q).length < MIN_PHONE_DIGITS) return false;
  if (/[().+\-/]/.test(q)) return true;
  const groups = q.split(/\s+/);
  return groups.every((g) => g.length <= 4) && digitsOf(q).length >= LOCAL_PHONE_DIGITS;
}

/**
 * The terms of a query, each matched as the start of a word: letters and digits only, so no
 * character a user types can reach the FTS5 or tsquery syntax (quotes, operators, `*`, NEAR,
 * parentheses). A query written like a phone number is one term of its digits.
 */
export function searchTerms(query: string): string[] {
  const q = query.trim();
  if (isPhoneQuery(q)) return [digitsOf(q)];
  const words = foldText(q).match(WORD) ?? [];
  // Marks left after folding (a combining mark with no letter) are no word of the index.
  const terms = words.map((w) => w.replace(MARKS, '')).filter((w) => w.length > 0);
  return [...new Set(terms)].slice(0, MAX_SEARCH_TERMS);
}

/** Where words of `text` start with a term: the prefix of the word, in the original text. */
function wordRanges(text: string, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const folded = foldText(word);
    const term = terms.filter((t) => folded.startsWith(t)).sort((a, b) => b.length - a.length)[0];
    if (term === undefined) continue;
    // Walk the original word until its folded form covers the term ("é" may be one or two
    // code units; folding never lengthens a character).
    let end = 0;
    let covered = 0;
    for (const ch of word) {
      if (covered >= term.length) break;
      covered += foldText(ch).length;
      end += ch.length;
    }
    while (end < word.length && A_MARK.test(word.slice(end, end + 1))) end += 1;
    ranges.push([m.index, m.index + end]);
  }
  return ranges;
}

/** Where a phone number matches digit terms, ignoring how it is written. */
function phoneRanges(phone: string, terms: readonly string[]): Range[] {
  const at: number[] = [];
  for (let i = 0; i < phone.length; i += 1) if (/\d/.test(phone[i]!)) at.push(i);
  const digits = digitsOf(phone);
  const local = Math.max(0, digits.length - LOCAL_PHONE_DIGITS);
  const ranges: Range[] = [];
  for (const t of terms) {
    if (!/^\d+$/.test(t)) continue;
    const from = digits.startsWith(t) ? 0 : digits.startsWith(t, local) ? local : -1;
    if (from >= 0) ranges.push([at[from]!, at[from + t.length - 1]! + 1]);
  }
  return ranges;
}

function merged(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** The matching parts of one field. */
export function fieldRanges(field: SearchField, text: string, terms: readonly string[]): Range[] {
  return merged(field === 'customerPhone' ? phoneRanges(text, terms) : wordRanges(text, terms));
}

/** Does every term match some field? (What the indexes answer, for a record held in memory.) */
export function matchesSearch(record: Searchable, terms: readonly string[]): boolean {
  return terms.every((t) => SEARCH_FIELDS.some((f) => fieldRanges(f, record[f], [t]).length > 0));
}

const EXCERPT_RADIUS = 40;

/** A window of a long text around its first matching part, with the ranges moved with it. */
export function excerpt(text: string, ranges: Range[]): { text: string; ranges: Range[] } {
  const first = ranges[0];
  if (!first || text.length <= EXCERPT_RADIUS * 3) return { text, ranges };
  const start = Math.max(0, first[0] - EXCERPT_RADIUS);
  const end = Math.min(text.length, first[1] + EXCERPT_RADIUS * 2);
  const lead = start > 0 ? '…' : '';
  const shift = lead.length - start;
  return {
    text: `${lead}${text.slice(start, end)}${end < text.length ? '…' : ''}`,
    ranges: ranges
      .filter(([s, e]) => s >= start && e <= end)
      .map(([s, e]) => [s + shift, e + shift] as const),
  };
}

/** A found project as the search answers it: what matched, and where. */
export function searchHit(
  p: Searchable & { id: string; status: ShownStatus },
  terms: readonly string[],
): SearchHit {
  const ranges = Object.fromEntries(
    SEARCH_FIELDS.map((f) => [f, fieldRanges(f, p[f], terms)]),
  ) as Record<SearchField, Range[]>;
  const matched = SEARCH_FIELDS.find((f) => ranges[f].length > 0) ?? 'name';
  const shown = ranges.name.length + ranges.customerName.length + ranges.address.length > 0;
  const other = (['customerPhone', 'customerEmail', 'notes'] as const).find(
    (f) => ranges[f].length > 0,
  );
  return {
    id: p.id,
    name: p.name,
    customerName: p.customerName,
    address: p.address,
    status: p.status,
    matched,
    highlights: { name: ranges.name, customerName: ranges.customerName, address: ranges.address },
    also: shown || !other ? null : { field: other, ...excerpt(p[other], ranges[other]) },
  };
}
