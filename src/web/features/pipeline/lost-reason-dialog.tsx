import type { FormEvent } from 'react';
import { useState } from 'react';
import { LOST_REASON_MAX } from '../../../domain/pipeline/pipeline';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useLingui } from './i18n';

/** Moving a project to Lost asks why: the reason is kept with the project and its history. */
export function LostReasonDialog({
  projectName,
  onMove,
  onClose,
}: {
  projectName: string;
  onMove: (reason: string) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(i18n._('Say why the project was lost'));
    onMove(reason.trim());
  };
  return (
    <Dialog title={i18n._('Move “{project}” to Lost', { project: projectName })} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={i18n._('Why was it lost?')}
          value={reason}
          maxLength={LOST_REASON_MAX}
          error={error}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary}>
            {i18n._('Move to Lost')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
