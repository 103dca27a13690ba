import type { EventKind, ScheduleEvent } from '../../domain/schedule/schedule';
import { i18n } from '../i18n';

/**
 * An event kind's name in the reader's language (the domain's EVENT_KIND_LABELS stay English,
 * for the server and its emails). In the shell's catalogue, always loaded, so the calendar, the
 * crew's jobs and the activity log name a kind the same way. Called while rendering, by a
 * component that re-renders with the language (`useLingui`).
 */
export function kindLabel(kind: EventKind): string {
  const labels: Record<EventKind, string> = {
    inspection: i18n._('Inspection'),
    delivery: i18n._('Material delivery'),
    production: i18n._('Production'),
    other: i18n._('Other'),
  };
  return labels[kind];
}

/** An event's name as the calendar and the activity log show it: its title, else its kind. */
export const eventName = (e: Pick<ScheduleEvent, 'kind' | 'title'>): string =>
  e.title.trim() || kindLabel(e.kind);
