import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReminderSettings } from '../../../domain/receivables/receivables';
import { buttonStyles } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/field';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { useLingui } from './i18n';
import { receivablesKeys, reminderSettingsQuery, saveReminderSettings } from './api';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** Overdue reminders: on or off, and how many days after the due date each goes. */
export function ReminderSettingsCard() {
  const { i18n } = useLingui();
  const settings = useQuery(reminderSettingsQuery());
  return (
    <section aria-labelledby="reminders-heading" className={card}>
      <h2 id="reminders-heading" className="text-lg font-semibold text-slate-900">
        {i18n._('Overdue reminders')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {i18n._(
          'Ridgeline emails the customer when an invoice is this many days past due (needs email set up on the server). A customer who has paid gets none; each reminder is listed above.',
        )}
      </p>
      {settings.isPending ? (
        <SectionLoading label={i18n._('Loading reminder settings…')} />
      ) : settings.isError ? (
        <SectionError
          what={i18n._('the reminder settings')}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <ReminderForm saved={settings.data} />
      )}
    </section>
  );
}

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [days, setDays] = useState(saved.days.join(', '));
  const save = useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (next) => client.setQueryData(receivablesKeys.reminders, next),
  });
  const fieldError =
    save.error instanceof ApiError
      ? (save.error.fieldErrors().days ?? save.error.message)
      : save.error?.message;
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ enabled, days });
      }}
    >
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        {i18n._('Send overdue reminders')}
      </label>
      <TextField
        label={i18n._('Days after the due date')}
        hint={i18n._('For example 3, 7, 14')}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={fieldError}
        inputMode="numeric"
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? i18n._('Saving…') : i18n._('Save reminders')}
        </button>
        {save.isSuccess && !save.isPending && (
          <span role="status" className="text-sm text-green-800">
            {i18n._('Saved')}
          </span>
        )}
      </div>
    </form>
  );
}
