import type { Role } from '../account/account';
import { ROLE_LABELS } from '../account/account';
import { formatIsoDate, formatNumber, formatUsdCents } from '../format/format';
import type { EventKind, ScheduleEvent } from '../schedule/schedule';
import { dateRangeText, eventLabel, whenText } from '../schedule/event-text';

// What an activity entry says after its lead, kept as parts rather than as a sentence: the names
// (a project, an invoice number, a crew) as they were, and the words as choices, so each
// reader's screen writes the sentence in its own language. The log also keeps the English
// sentence (`subject`), written here once: the backup, older entries and any reader without the
// parts have it.

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** An event as the log tells it: its name, its days or its times in the company's zone. */
export type EventWhen = Pick<
  ScheduleEvent,
  'title' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt'
> & { kind: EventKind; zone: string };

export const SETTINGS_PARTS = [
  'company profile',
  'default labor rate',
  'proposal terms',
  'proposal validity',
  'company language',
  'logo',
  'removed the logo',
  'time zone and working days',
  'estimators see job profit',
  'estimators do not see job profit',
  'commission plan removed',
] as const;
export type SettingsPart = (typeof SETTINGS_PARTS)[number];

export type ActivityDetail =
  /** "INV-0001, INV-0002 for Okafor roof", with an amount: "INV-0001 ($500.00) for Okafor roof". */
  | { t: 'invoices'; numbers: string[]; project: string | null; cents?: number }
  /** "Okafor roof (3 photos)". */
  | { t: 'photos'; project: string; count: number }
  /** "Production (Mar 2, 2026 – Mar 3, 2026) for Okafor roof", emailed: "… (ana@example.com)". */
  | { t: 'event'; event: EventWhen; project: string; email?: string }
  /** "Mar 2, 2026 rained out: Okafor roof production Mar 2, 2026 now Mar 3, 2026". */
  | { t: 'rained-out'; date: string; project: string; from: DateRange; to: DateRange }
  /** "Okafor roof production back to Mar 2, 2026". */
  | { t: 'rain-undone'; project: string; back: DateRange }
  /** "Alpha added". */
  | { t: 'crew'; crew: string; change: 'added' | 'archived' | 'brought back' | 'changed' }
  /** "as Estimator" (joined), "Ana as Crew" (invited), "Ana to Owner" (a new role). */
  | { t: 'role'; name: string | null; role: Role; word: 'as' | 'to' }
  /** "company profile, proposal terms" ("no change" when empty). */
  | { t: 'settings'; parts: SettingsPart[] }
  /** "commission plan of Ana set". */
  | { t: 'commission'; name: string }
  /** "day rate of Alpha set". */
  | { t: 'day-rate'; crew: string }
  /** "pipeline stage Tear-off added", "lead source renamed to Referral". */
  | {
      t: 'pipeline';
      list: 'stage' | 'source';
      change: 'added' | 'renamed' | 'removed' | 'reordered';
      name: string;
    }
  /** "added Ridge cap", "archived Ridge cap". */
  | { t: 'material'; change: 'added' | 'archived' | 'restored' | 'changed'; name: string }
  /** "120 projects from a CSV file". */
  | { t: 'imported'; count: number }
  /** "Okafor roof to Production": the stage's name is the company's own. */
  | { t: 'stage'; project: string; stage: string };

/** "1 photo", "1,200 photos". */
const counted = (n: number, thing: string) => `${formatNumber(n, 0)} ${thing}${n === 1 ? '' : 's'}`;

const PIPELINE_LISTS = { stage: 'pipeline stage', source: 'lead source' } as const;

/** The entry's subject in English, as the log keeps it. */
export function activityDetailEnglish(d: ActivityDetail): string {
  switch (d.t) {
    case 'invoices': {
      const amount = d.cents === undefined ? '' : ` (${formatUsdCents(Math.abs(d.cents))})`;
      return `${d.numbers.join(', ')}${amount}${d.project === null ? '' : ` for ${d.project}`}`;
    }
    case 'photos':
      return `${d.project} (${counted(d.count, 'photo')})`;
    case 'event': {
      const said = `${eventLabel(d.event)} (${whenText(d.event, d.event.zone)}) for ${d.project}`;
      return d.email === undefined ? said : `${said} (${d.email})`;
    }
    case 'rained-out':
      return `${formatIsoDate(d.date)} rained out: ${d.project} production ${dateRangeText(d.from)} now ${dateRangeText(d.to)}`;
    case 'rain-undone':
      return `${d.project} production back to ${dateRangeText(d.back)}`;
    case 'crew':
      return `${d.crew} ${d.change}`;
    case 'role':
      return `${d.name === null ? '' : `${d.name} `}${d.word} ${ROLE_LABELS[d.role]}`;
    case 'settings':
      return d.parts.join(', ') || 'no change';
    case 'commission':
      return `commission plan of ${d.name} set`;
    case 'day-rate':
      return `day rate of ${d.crew} set`;
    case 'pipeline': {
      const list = PIPELINE_LISTS[d.list];
      if (d.change === 'reordered') return `${list}s reordered`;
      return d.change === 'renamed'
        ? `${list} renamed to ${d.name}`
        : `${list} ${d.name} ${d.change}`;
    }
    case 'material':
      return `${d.change} ${d.name}`;
    case 'imported':
      return `${counted(d.count, 'project')} from a CSV file`;
    case 'stage':
      return `${d.project} to ${d.stage}`;
  }
}

/** An event's entry: what it is, when, for which project, and whom it was emailed to. */
export function eventDetail(
  e: Pick<
    ScheduleEvent,
    'kind' | 'title' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'projectName'
  >,
  zone: string,
  email?: string,
): ActivityDetail {
  const { kind, title, startDate, endDate, startsAt, endsAt } = e;
  const event = { kind, title, startDate, endDate, startsAt, endsAt, zone };
  return { t: 'event', event, project: e.projectName, ...(email === undefined ? {} : { email }) };
}
