import type { BackupWarning } from '../../domain/backup/backups';
import { formatIsoDate } from '../../domain/format/format';
import { i18n } from '../i18n';
import { currentLanguage } from './i18n/catalogs';

/**
 * Why the owner should look at the backups, in the reader's language: on the dashboard's banner
 * and on Settings' Backups card. The reason a backup failed is the server's own (in English).
 */
export function backupWarningText(warning: BackupWarning): string {
  if (warning.kind === 'failed') {
    return warning.reason === null
      ? i18n._('The last backup failed, with no reason given.')
      : i18n._('The last backup failed: {reason}', { reason: warning.reason });
  }
  return i18n._('The last backup is from {date}: older than two scheduled intervals.', {
    date: formatIsoDate(warning.lastGoodOn, currentLanguage()),
  });
}
