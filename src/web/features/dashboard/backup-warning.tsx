import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Callout } from '../../components/ui/callout';
import { backupWarningText } from '../../lib/backup-warning-text';
import { usePermissions } from '../../lib/permissions';
import { backupsQuery } from '../settings/api';
import { useLingui } from './i18n';

/** The owner's banner when the last backup failed or none is recent; nothing otherwise. */
export function BackupWarning() {
  const { i18n } = useLingui();
  const owner = usePermissions().manageCompany;
  const status = useQuery({ ...backupsQuery(), enabled: owner });
  const warning = owner ? status.data?.warning : null;
  if (!warning) return null;
  return (
    <Callout tone="warning" role="alert" className="mb-4">
      <strong>{i18n._('Backups need a look.')}</strong> {backupWarningText(warning)}{' '}
      <Link to="/settings#backups-heading" className="font-semibold underline">
        {i18n._('Open Backups')}
      </Link>
    </Callout>
  );
}
