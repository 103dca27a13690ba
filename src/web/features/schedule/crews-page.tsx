import { counted } from '../../lib/i18n/counted';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Crew, CrewKind, IsoWeekday } from '../../../domain/schedule/schedule';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { SelectField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { teamQuery } from '../team/api';
import type { ScheduleSettingsAnswer } from './api';
import { crewsQuery, scheduleSettingsQuery, useSaveCrew, useSaveScheduleSettings } from './api';
import { i18n, useLingui } from './i18n';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

/** Settings → Crews (owner): the crews and the schedule's time zone and working days. */
export function CrewsPage() {
  const { i18n } = useLingui();
  const crews = useQuery(crewsQuery());
  const settings = useQuery(scheduleSettingsQuery());
  const [editing, setEditing] = useState<Crew | 'new' | null>(null);
  const save = useSaveCrew();
  // The heading first, as the page painted it before the code ran (lib/screen-headings.ts).
  const heading = {
    title: i18n._(SCREEN_HEADINGS['settings/crews'].title),
    description: i18n._(SCREEN_HEADINGS['settings/crews'].description),
  };
  if (crews.isPending || settings.isPending) {
    return (
      <>
        <PageHeader {...heading} />
        <LoadingState label={i18n._('Loading crews…')} />
      </>
    );
  }
  if (crews.isError || settings.isError) {
    return (
      <>
        <PageHeader {...heading} />
        <ErrorState
          title={i18n._('Could not load the crews')}
          message={(crews.error ?? settings.error)!.message}
          onRetry={() => void crews.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        {...heading}
        actions={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing('new')}>
            {i18n._('Add crew')}
          </button>
        }
      />
      {crews.data.length === 0 ? (
        <Callout tone="info">
          {i18n._('No crews yet. Add one to book production on the schedule.')}
        </Callout>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {crews.data.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 p-3">
              <span
                aria-hidden="true"
                className="h-4 w-4 rounded-full"
                style={{ background: c.colour }}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {c.name}
                  {c.archivedAt ? i18n._(' (archived)') : ''}
                </span>
                <span className="block text-sm text-slate-600">
                  {c.kind === 'subcontractor'
                    ? i18n._('Subcontractor · {phone}', { phone: c.phone })
                    : i18n._(
                        '{count, select, one {{n} member} other {{n} members}}',
                        counted(c.memberIds.length),
                      )}
                </span>
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setEditing(c)}
              >
                {i18n._('Edit')} <span className="sr-only">{c.name}</span>
              </button>
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={save.isPending}
                onClick={() =>
                  save.mutate({ id: c.id, version: c.version, archived: !c.archivedAt })
                }
              >
                {c.archivedAt ? i18n._('Bring back') : i18n._('Archive')}{' '}
                <span className="sr-only">{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ScheduleSettingsForm settings={settings.data} />
      {editing && (
        <CrewDialog
          crew={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function CrewDialog({ crew, onClose }: { crew?: Crew | undefined; onClose: () => void }) {
  const { i18n } = useLingui();
  const team = useQuery(teamQuery());
  const save = useSaveCrew();
  const [name, setName] = useState(crew?.name ?? '');
  const [colour, setColour] = useState(crew?.colour ?? '#1d4ed8');
  const [kind, setKind] = useState<CrewKind>(crew?.kind ?? 'crew');
  const [phone, setPhone] = useState(crew?.phone ?? '');
  const [members, setMembers] = useState<string[]>(crew?.memberIds ?? []);
  const [lead, setLead] = useState(crew?.leadUserId ?? '');
  const errors = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  const people = (team.data ?? []).filter(
    (u) => u.active && (u.role === 'crew' || u.role === 'estimator'),
  );
  const submit = () =>
    save.mutate(
      {
        ...(crew ? { id: crew.id, version: crew.version } : {}),
        name,
        colour,
        kind,
        phone,
        ...(kind === 'crew'
          ? { memberIds: members, leadUserId: lead && members.includes(lead) ? lead : null }
          : {}),
      },
      { onSuccess: onClose },
    );
  return (
    <Dialog
      title={crew ? i18n._('Edit {name}', { name: crew.name }) : i18n._('Add crew')}
      onClose={onClose}
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {save.isError && <Callout tone="error">{save.error.message}</Callout>}
        <TextField
          label={i18n._('Name')}
          required
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={i18n._('Colour')}
          type="color"
          value={colour}
          onChange={(e) => setColour(e.target.value)}
          error={errors.colour}
        />
        <SelectField
          label={i18n._('Kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as CrewKind)}
        >
          <option value="crew">{i18n._('Our crew (team accounts)')}</option>
          <option value="subcontractor">{i18n._('Subcontractor (name and phone)')}</option>
        </SelectField>
        {kind === 'subcontractor' ? (
          <TextField
            label={i18n._('Phone')}
            type="tel"
            required
            maxLength={50}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={errors.phone}
          />
        ) : (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{i18n._('Members')}</legend>
              {people.length === 0 && (
                <p className="text-sm text-slate-600">
                  {i18n._('Invite crew accounts in Team first.')}
                </p>
              )}
              <div className="mt-1 grid gap-1">
                {people.map((u) => (
                  <label key={u.id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={members.includes(u.id)}
                      onChange={(e) =>
                        setMembers((m) =>
                          e.target.checked ? [...m, u.id] : m.filter((i) => i !== u.id),
                        )
                      }
                    />
                    {u.name}
                  </label>
                ))}
              </div>
              {errors.memberIds && (
                <p className="text-sm font-medium text-red-700">{errors.memberIds}</p>
              )}
            </fieldset>
            <SelectField
              label={i18n._('Crew lead')}
              value={lead}
              onChange={(e) => setLead(e.target.value)}
              error={errors.leadUserId}
            >
              <option value="">{i18n._('No lead')}</option>
              {people
                .filter((u) => members.includes(u.id))
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
            </SelectField>
          </>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {save.isPending ? i18n._('Saving…') : i18n._('Save crew')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const ALL_DAYS: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

const weekdayName = (d: IsoWeekday): string =>
  ({
    1: i18n._('Monday'),
    2: i18n._('Tuesday'),
    3: i18n._('Wednesday'),
    4: i18n._('Thursday'),
    5: i18n._('Friday'),
    6: i18n._('Saturday'),
    7: i18n._('Sunday'),
  })[d];

function ScheduleSettingsForm({ settings }: { settings: ScheduleSettingsAnswer }) {
  const { i18n } = useLingui();
  const save = useSaveScheduleSettings();
  const [zone, setZone] = useState(settings.timeZone);
  const [days, setDays] = useState<IsoWeekday[]>(settings.workingDays);
  const errors = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  return (
    <section
      aria-labelledby="schedule-settings"
      className="mt-8 max-w-xl rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="schedule-settings" className="mb-3 text-lg font-semibold">
        {i18n._('Time zone and working days')}
      </h2>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ timeZone: zone, workingDays: days, version: settings.version });
        }}
      >
        <TextField
          label={i18n._('Time zone')}
          hint={i18n._('As America/Denver: every time on the schedule is in this zone.')}
          value={zone}
          maxLength={64}
          onChange={(e) => setZone(e.target.value)}
          error={errors.timeZone}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{i18n._('Working days')}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {ALL_DAYS.map((d) => (
              <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={days.includes(d)}
                  onChange={(e) =>
                    setDays((ds) =>
                      e.target.checked ? [...ds, d].sort() : ds.filter((x) => x !== d),
                    )
                  }
                />
                {weekdayName(d)}
              </label>
            ))}
          </div>
          {errors.workingDays && (
            <p className="text-sm font-medium text-red-700">{errors.workingDays}</p>
          )}
        </fieldset>
        {save.isSuccess && <Callout tone="success">{i18n._('Saved.')}</Callout>}
        {save.isError && !errors.timeZone && !errors.workingDays && (
          <Callout tone="error">{save.error.message}</Callout>
        )}
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {i18n._('Save')}
          </button>
        </div>
      </form>
    </section>
  );
}
