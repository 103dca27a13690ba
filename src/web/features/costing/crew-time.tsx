import { counted } from '../../lib/i18n/counted';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { formatIsoDate } from '../../../domain/format/format';
import { parseNumberText } from '../../../domain/format/number-text';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { NumberField, TextField } from '../../components/ui/field';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { waitingWrites } from '../../lib/offline/kept-writes';
import { useOutboxState } from '../../lib/offline/outbox-state';
import { sessionQuery } from '../account/api';
import { projectEventsQuery } from '../schedule/api';
import { crewTimeQuery, crewTimeSchema, useLogTime } from './api';
import { useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { CREW_TIME_LOG, type TimeInput } from './offline-writes';

// Crew time on a job: days and hours, never a rate or an amount (crew see this; the answer
// itself carries no money).

/** The days and hours logged on the job, by whom, with this device's entries not yet sent. */
export function CrewTimeList({ projectId }: { projectId: string }) {
  const { i18n } = useLingui();
  const time = useQuery(crewTimeQuery(projectId));
  const me = useQuery(sessionQuery()).data?.user?.name ?? '';
  // Logged with no signal, an entry waits on the device: listed here so it is not typed twice.
  const kept = waitingWrites(useOutboxState().writes, CREW_TIME_LOG.kind, projectId);
  const line = (t: TimeInput, who: string) =>
    [
      formatIsoDate(t.date, currentLanguage()),
      who,
      [
        t.days > 0 && i18n._('{count, select, one {{n} day} other {{n} days}}', counted(t.days)),
        t.hours > 0 &&
          i18n._('{count, select, one {{n} hour} other {{n} hours}}', counted(t.hours)),
      ]
        .filter(Boolean)
        .join(', '),
      t.note,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold">{i18n._('Crew time logged')}</h3>
      {time.isPending ? (
        <SectionLoading label={i18n._('Loading crew time…')} />
      ) : time.isError ? (
        <SectionError
          what={i18n._('the crew time')}
          message={time.error.message}
          onRetry={() => void time.refetch()}
        />
      ) : time.data.length + kept.length === 0 ? (
        <p className="text-slate-600">{i18n._('No time logged yet.')}</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={i18n._('Crew time')}>
          {time.data.map((t) => (
            <li key={t.id}>{line(t, t.userName)}</li>
          ))}
          {kept.map((w) => (
            <li key={w.key}>
              {line(w.body as unknown as TimeInput, me)}{' '}
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950">
                {i18n._('Waiting to sync')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The crew's own entry on the project page: a date, days or hours, a note. */
export function CrewTimeSection({ projectId }: { projectId: string }) {
  const { i18n } = useLingui();
  const log = useLogTime(projectId);
  // The server takes time only from a crew booked on the job; the crew's own bookings are the
  // events they see, so the form is not offered where every entry would be refused.
  const events = useQuery(projectEventsQuery(projectId));
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [days, setDays] = useState('');
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // Checked here first: time kept on the device with no signal must be what the server takes.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors =
    log.error instanceof ApiError
      ? Object.fromEntries((log.error.problem.errors ?? []).map((f) => [f.path, f.message]))
      : checked;
  const n = (s: string) => (s.trim() === '' ? 0 : parseNumberText(s));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    log.reset();
    const input = { date, days: n(days), hours: n(hours), note };
    const check = await checkWithFetchedSchema(crewTimeSchema, input);
    setChecked(check && 'errors' in check ? check.errors : {});
    if (check && 'errors' in check) return;
    log.mutate(input, {
      onSuccess: (r) => {
        setDays('');
        setHours('');
        setNote('');
        setDone(
          'sent' in r
            ? i18n._('Time logged.')
            : i18n._(
                'No connection: the time is kept on this device and logged when you are back online.',
              ),
        );
      },
    });
  };
  return (
    <section
      aria-labelledby="time-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="time-heading" className="mb-3 text-lg font-semibold">
        {i18n._('My time on this job')}
      </h2>
      {events.isSuccess && events.data.length === 0 ? (
        <Callout tone="info">
          {i18n._(
            'Your crew is not scheduled on this job, so time cannot be logged on it. Ask the office to book your crew.',
          )}
        </Callout>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          className="grid gap-3 sm:grid-cols-4"
          aria-label={i18n._('Log time')}
          noValidate
        >
          <TextField
            label={i18n._('Date')}
            type="date"
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
          <NumberField label={i18n._('Days')} value={days} error={errors.days} onValue={setDays} />
          <NumberField
            label={i18n._('Hours')}
            value={hours}
            error={errors.hours}
            onValue={setHours}
          />
          <TextField
            label={i18n._('Note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="sm:col-span-4">
            <button type="submit" className={buttonStyles.primary} disabled={log.isPending}>
              {log.isPending ? i18n._('Saving…') : i18n._('Log time')}
            </button>
          </div>
        </form>
      )}
      {done && (
        <Callout tone="success" role="status" className="mt-3">
          {done}
        </Callout>
      )}
      {log.error && !Object.keys(errors).length && (
        <Callout tone="error" role="alert" className="mt-3">
          {log.error.message}
        </Callout>
      )}
      <CrewTimeList projectId={projectId} />
    </section>
  );
}
