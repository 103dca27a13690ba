import type { FormEvent } from 'react';
import { useState } from 'react';
import { LOST_REASON_MAX } from '../../../domain/pipeline/pipeline';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError('Say why the project was lost');
    onMove(reason.trim());
  };
  return (
    <Dialog title={`Move “${projectName}” to Lost`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Why was it lost?"
          value={reason}
          maxLength={LOST_REASON_MAX}
          error={error}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonStyles.primary}>
            Move to Lost
          </button>
        </div>
      </form>
    </Dialog>
  );
}
