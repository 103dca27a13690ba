import { apiPath } from '../../../domain/api/api-paths';
import type { CrewTimeLog } from '../../../domain/costing/costs';
import { formatIsoDate } from '../../../domain/format/format';
import type { SendOrKeep } from '../../lib/offline/outbox';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { defineWriteKind } from '../../lib/offline/write-kinds';
import { i18n } from './i18n';

// Time logged with no signal (a crew member on the roof) waits on the device and is sent once
// there is a network (lib/offline), with its Idempotency-Key, so a resend after a lost answer
// logs the time once. An entry is added, never edited, so it carries no version and meets no
// conflict; the form checks it before it is kept, so the server has no reason to refuse it.

/** Not versioned, so no 409 carries a record: none is ever accepted as one. */
const noRecord = async () => (await import('../../../domain/api/records')).noRecordSchema();

export const CREW_TIME_LOG = defineWriteKind({
  kind: 'crew-time.log',
  record: noRecord,
  // Kept by the job it was logged on: its crew time list is where it shows once sent.
  link: (projectId) => `/projects/${projectId}`,
});

export interface TimeInput {
  date: string;
  days: number;
  hours: number;
  note: string;
}

/** Logs the time now, or keeps it on this device until there is a network. */
export async function logTimeOrKeep(
  projectId: string,
  input: TimeInput,
): Promise<SendOrKeep<CrewTimeLog>> {
  const { sendOrKeep } = await import('../../lib/offline/outbox');
  return sendOrKeep(CREW_TIME_LOG, {
    method: 'POST',
    path: apiPath('projectCrewTime', { id: projectId }),
    body: { ...input },
    recordId: projectId,
    // The outbox keeps the label as written, in the language of the moment it was kept.
    label: i18n._('Time on {date}', { date: formatIsoDate(input.date, currentLanguage()) }),
  });
}
