import { describe, expect, it } from 'vitest';
import {
  excerpt,
  fieldRanges,
  matchesSearch,
  MAX_SEARCH_TERMS,
  searchHit,
  searchTerms,
} from './search';

const project = {
  id: 'p1',
  status: 'pending' as const,
  name: 'Hendricks Re-roof',
  customerName: 'Zoë Ångström',
  address: '2847 SE Belmont St',
  customerPhone: '(555) 010-2000',
  customerEmail: 'dana.whitfield@example.com',
  notes: 'Gate code 4471',
};

describe('searchTerms', () => {
  it('keeps letters and digits only, folded, deduplicated and bounded', () => {
    expect(searchTerms('  Zoë "NEAR(a*  b)" zoe ')).toEqual(['zoe', 'near', 'a', 'b']);
    expect(searchTerms(`'; drop --`)).toEqual(['drop']);
    expect(searchTerms('*"()')).toEqual([]);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('reads a query written like a phone number as its digits', () => {
    expect(searchTerms('(555) 010-2000')).toEqual(['5550102000']);
    expect(searchTerms('+1 555.010.2000')).toEqual(['15550102000']);
    expect(searchTerms('555 010 2000')).toEqual(['5550102000']);
    // Too few digits for a phone, or a house number and a ZIP code: words.
    expect(searchTerms('12 34')).toEqual(['12', '34']);
    expect(searchTerms('2847 97214')).toEqual(['2847', '97214']);
    expect(searchTerms('12 Oak')).toEqual(['12', 'oak']);
  });
});

describe('fieldRanges', () => {
  it('marks the matching start of each word, in the original text', () => {
    expect(fieldRanges('name', project.name, ['hend', 're'])).toEqual([
      [0, 4],
      [10, 12],
    ]);
    expect(fieldRanges('customerName', project.customerName, ['zoe', 'angs'])).toEqual([
      [0, 3],
      [4, 8],
    ]);
    // Decomposed accents stay inside the mark.
    const decomposed = 'Zoe\u0308 X';
    expect(fieldRanges('name', decomposed, ['zoe'])).toEqual([[0, 4]]);
    expect(fieldRanges('name', project.name, ['endricks'])).toEqual([]);
  });

  it('marks phone digits across their formatting, from the start or the local number', () => {
    expect(fieldRanges('customerPhone', project.customerPhone, ['5550102'])).toEqual([[1, 11]]);
    expect(fieldRanges('customerPhone', project.customerPhone, ['0102000'])).toEqual([[6, 14]]);
    expect(fieldRanges('customerPhone', project.customerPhone, ['2000'])).toEqual([]);
    expect(fieldRanges('customerPhone', project.customerPhone, ['dana'])).toEqual([]);
  });
});

describe('matchesSearch and searchHit', () => {
  it('needs every term somewhere', () => {
    expect(matchesSearch(project, searchTerms('hend belmont'))).toBe(true);
    expect(matchesSearch(project, searchTerms('hend portland'))).toBe(false);
    expect(matchesSearch(project, searchTerms('555-010-2000'))).toBe(true);
  });

  it('says the best field and shows an unshown one that matched', () => {
    expect(searchHit(project, ['gate'])).toMatchObject({
      matched: 'notes',
      also: { field: 'notes', text: 'Gate code 4471', ranges: [[0, 4]] },
    });
    expect(searchHit(project, ['hend', 'gate'])).toMatchObject({ matched: 'name', also: null });
    expect(searchHit(project, ['whitf']).also).toEqual({
      field: 'customerEmail',
      text: project.customerEmail,
      ranges: [[5, 10]],
    });
  });

  it('cuts long notes to an excerpt around the match', () => {
    const long = `${'x '.repeat(100)}shingles ${'y '.repeat(100)}`;
    const cut = excerpt(long, fieldRanges('notes', long, ['shin']));
    expect(cut.text.length).toBeLessThan(140);
    const [s, e] = cut.ranges[0]!;
    expect(cut.text.slice(s, e)).toBe('shin');
  });
});
