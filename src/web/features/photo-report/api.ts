import { localIsoDate } from '../../../domain/format/dates';
import { apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';
import { apiPath } from '../../../domain/api/api-paths';

// The photo report: every photo of a project in one PDF (for an insurance claim), dated and
// timed where the user is.

/** The browser's time zone ("America/Denver"), or undefined when it does not say. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function photoReportPath(projectId: string, now = new Date()): string {
  const query = new URLSearchParams({ date: localIsoDate(now) });
  const tz = timeZone();
  if (tz) query.set('tz', tz);
  return apiPath('projectPhotoReport', { id: projectId }, query);
}

/**
 * Downloads the report; answers the file's name. Fetched rather than linked, so a refusal (a
 * busy server) is shown beside the button instead of replacing the page.
 */
export async function downloadPhotoReport(projectId: string): Promise<string> {
  const res = await apiRequest(photoReportPath(projectId), { accept: 'application/pdf' });
  return saveDownload(res, 'photo-report.pdf');
}
