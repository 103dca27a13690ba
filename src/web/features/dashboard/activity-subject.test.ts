// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../../domain/activity/activity-detail';
import { activityDetailEnglish } from '../../../domain/activity/activity-detail';
import { activityDetailSchema } from '../../../domain/activity/activity-detail-schema';
import { switchLanguage } from '../../lib/i18n/catalogs';
import { activitySubjectText } from './activity-subject';

const production = {
  kind: 'production',
  title: '',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  startsAt: null,
  endsAt: null,
  zone: 'America/Chicago',
} as const;

// One of each kind of parts, and each choice of words within them.
const SAMPLES: ActivityDetail[] = [
  { t: 'invoices', numbers: ['INV-0001', 'INV-0002'], project: 'Okafor roof' },
  { t: 'invoices', numbers: ['INV-0003'], project: 'Okafor roof', cents: -50_000 },
  { t: 'invoices', numbers: ['INV-0004'], project: null },
  { t: 'photos', project: 'Okafor roof', count: 1 },
  { t: 'photos', project: 'Okafor roof', count: 1_200 },
  { t: 'event', event: production, project: 'Okafor roof' },
  {
    t: 'event',
    event: {
      ...production,
      kind: 'inspection',
      startDate: null,
      endDate: null,
      startsAt: '2026-03-02T15:00:00Z',
      endsAt: '2026-03-02T16:30:00Z',
    },
    project: 'Okafor roof',
    email: 'ana@example.com',
  },
  { t: 'event', event: { ...production, title: 'Gutters' }, project: 'Okafor roof' },
  {
    t: 'rained-out',
    date: '2026-03-02',
    project: 'Okafor roof',
    from: { startDate: '2026-03-02', endDate: '2026-03-02' },
    to: { startDate: '2026-03-03', endDate: '2026-03-04' },
  },
  {
    t: 'rain-undone',
    project: 'Okafor roof',
    back: { startDate: '2026-03-02', endDate: '2026-03-02' },
  },
  ...(['added', 'archived', 'brought back', 'changed'] as const).map((change): ActivityDetail => ({
    t: 'crew',
    crew: 'Alpha',
    change,
  })),
  { t: 'role', name: null, role: 'estimator', word: 'as' },
  { t: 'role', name: 'Ana', role: 'crew', word: 'as' },
  { t: 'role', name: 'Ana', role: 'owner', word: 'to' },
  { t: 'settings', parts: ['company profile', 'proposal terms', 'company language'] },
  { t: 'settings', parts: [] },
  { t: 'settings', parts: ['removed the logo'] },
  { t: 'commission', name: 'Ana' },
  { t: 'day-rate', crew: 'Alpha' },
  ...(['stage', 'source'] as const).flatMap((list) =>
    (['added', 'renamed', 'removed', 'reordered'] as const).map((change): ActivityDetail => ({
      t: 'pipeline',
      list,
      change,
      name: 'Tear-off',
    })),
  ),
  ...(['added', 'archived', 'restored', 'changed'] as const).map((change): ActivityDetail => ({
    t: 'material',
    change,
    name: 'Ridge cap',
  })),
  { t: 'imported', count: 1 },
  { t: 'imported', count: 120 },
  { t: 'stage', project: 'Okafor roof', stage: 'Production' },
];

const entry = (detail: ActivityDetail) => ({
  userName: 'Maria',
  kind: 'settings.updated' as const,
  subject: activityDetailEnglish(detail),
  detail,
});

describe('an activity entry’s subject on the dashboard', () => {
  afterAll(() => switchLanguage('en'));

  it('reads in English exactly as the log keeps it, for every kind of parts', () => {
    for (const d of SAMPLES) {
      expect(activitySubjectText(entry(d))).toBe(activityDetailEnglish(d));
      // What the server writes, a backup brings back.
      expect(activityDetailSchema().safeParse(JSON.parse(JSON.stringify(d))).success).toBe(true);
    }
    expect(activityDetailEnglish(SAMPLES[1]!)).toBe('INV-0003 ($500.00) for Okafor roof');
    expect(activityDetailEnglish(SAMPLES[6]!)).toBe(
      'Inspection (Mar 2, 2026, 9:00 AM – 10:30 AM) for Okafor roof (ana@example.com)',
    );
  });

  it('reads an entry from before the log kept parts as it was written', () => {
    expect(
      activitySubjectText({
        userName: 'Maria',
        kind: 'crew.changed',
        subject: 'Alpha added',
        detail: null,
      }),
    ).toBe('Alpha added');
  });

  it('is written in Spanish, with no English word left, for a Spanish reader', async () => {
    await switchLanguage('es');
    const said = SAMPLES.map((d) => activitySubjectText(entry(d)));
    expect(said[0]).toBe('INV-0001, INV-0002 para Okafor roof');
    expect(said[5]).toBe('Producción (2 de marzo de 2026 – 3 de marzo de 2026) para Okafor roof');
    expect(said[8]).toBe(
      '2 de marzo de 2026 con lluvia: producción de Okafor roof 2 de marzo de 2026 ahora 3 de marzo de 2026 – 4 de marzo de 2026',
    );
    for (const s of said) {
      expect(s).not.toMatch(
        /\b(for|added|archived|changed|removed|renamed|rained|back to|to|as|projects?|photos?|set|company|stage|source)\b/,
      );
    }
  });
});
