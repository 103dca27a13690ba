import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Crew, EventKind, ScheduleEvent } from '../../../domain/schedule/schedule';
import { EVENT_KINDS, isAllDay } from '../../../domain/schedule/schedule';
import { zonedInstant, zonedParts } from '../../../domain/schedule/time-zone';
import { shiftDays, stretchDays } from './moves';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { Dialog } from '../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { salespeopleQuery } from '../pipeline/api';
import { projectListQuery } from '../projects/api';
import type { ScheduleSettingsAnswer } from './api';
import { useBookEvent, useChangeEvent, useEmailCustomer, useRemoveEvent } from './api';
import { eventName, kindLabel } from '../../lib/event-kind-label';
import { useLingui } from './i18n';

/** What a new event starts with: a project, a crew and a day when the calendar knows them. */
export interface EventDraft {
  projectId?: string;
  kind?: EventKind;
  crewId?: string;
  date?: string;
}

interface Form {
  projectId: string;
  kind: EventKind;
  title: string;
  crewId: string;
  assigneeId: string;
  startDate: string;
  endDate: string;
  day: string;
  startTime: string;
  endTime: string;
  notes: string;
}

function formOf(
  event: ScheduleEvent | undefined,
  draft: EventDraft,
  zone: string,
  today: string,
): Form {
  if (event) {
    const a = event.startsAt ? zonedParts(event.startsAt, zone) : null;
    const b = event.endsAt ? zonedParts(event.endsAt, zone) : null;
    return {
      projectId: event.projectId,
      kind: event.kind,
      title: event.title,
      crewId: event.crewId ?? '',
      assigneeId: event.assigneeId ?? '',
      startDate: event.startDate ?? a?.date ?? today,
      endDate: event.endDate ?? a?.date ?? today,
      day: a?.date ?? event.startDate ?? today,
      startTime: a?.time ?? '09:00',
      endTime: b?.time ?? '10:00',
      notes: event.notes,
    };
  }
  const date = draft.date ?? today;
  return {
    projectId: draft.projectId ?? '',
    kind: draft.kind ?? 'production',
    title: '',
    crewId: draft.crewId ?? '',
    assigneeId: '',
    startDate: date,
    endDate: date,
    day: date,
    startTime: '09:00',
    endTime: '10:00',
    notes: '',
  };
}

/**
 * Books an event, or changes one: every move the calendar does by dragging (another day,
 * another crew, more days) is here as fields and buttons, so the keyboard can do all of it.
 */
export function EventDialog({
  event,
  draft = {},
  crews,
  settings,
  today,
  canEdit,
  onClose,
  onDone,
}: {
  event?: ScheduleEvent | undefined;
  draft?: EventDraft;
  crews: readonly Crew[];
  settings: ScheduleSettingsAnswer;
  today: string;
  canEdit: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const zone = settings.timeZone;
  const [form, setForm] = useState(() => formOf(event, draft, zone, today));
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const book = useBookEvent();
  const change = useChangeEvent();
  const remove = useRemoveEvent();
  const email = useEmailCustomer();
  const projects = useQuery({ ...projectListQuery({ limit: 100 }), enabled: !event && canEdit });
  const people = useQuery({ ...salespeopleQuery(), enabled: canEdit });
  const allDay = isAllDay(form.kind);
  const busy = book.isPending || change.isPending || remove.isPending;
  const failure = book.error ?? change.error ?? remove.error;
  const errors = failure instanceof ApiError ? failure.fieldErrors() : {};
  const days = { startDate: form.startDate, endDate: form.endDate };
  const working = settings.workingDays;

  const fields = () => ({
    title: form.title,
    crewId: form.crewId || null,
    notes: form.notes,
    ...(allDay
      ? { startDate: form.startDate, endDate: form.endDate }
      : {
          assigneeId: form.assigneeId || null,
          startsAt: zonedInstant(form.day, form.startTime, zone),
          endsAt: zonedInstant(form.day, form.endTime, zone),
        }),
  });

  const save = () => {
    if (event) {
      change.mutate(
        { id: event.id, version: event.version, ...fields() },
        {
          onSuccess: (e) =>
            onDone(
              i18n._('{name} for {project} saved.', { name: eventName(e), project: e.projectName }),
            ),
        },
      );
    } else {
      book.mutate(
        { projectId: form.projectId, kind: form.kind, ...fields() },
        {
          onSuccess: (e) =>
            onDone(
              i18n._('{name} booked for {project}.', {
                name: eventName(e),
                project: e.projectName,
              }),
            ),
        },
      );
    }
  };
  const activeCrews = crews.filter((c) => !c.archivedAt || c.id === form.crewId);
  const title = event ? `${eventName(event)}: ${event.projectName}` : i18n._('Book an event');

  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (canEdit) save();
        }}
      >
        {failure && (
          <Callout tone="error">
            {failure instanceof ApiError && failure.status === 409
              ? i18n._(
                  'Someone else changed this event meanwhile. Close and open it again to see it as it is now.',
                )
              : failure.message}
          </Callout>
        )}
        {!event && (
          <SelectField
            label={i18n._('Project')}
            required
            value={form.projectId}
            disabled={!canEdit}
            onChange={(e) => set({ projectId: e.target.value })}
            error={errors.projectId}
          >
            <option value="">{i18n._('Choose a project')}</option>
            {projects.data?.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.customerName || p.address})
              </option>
            ))}
          </SelectField>
        )}
        {!event && (
          <SelectField
            label={i18n._('Kind')}
            value={form.kind}
            onChange={(e) => set({ kind: e.target.value as EventKind })}
          >
            {EVENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={form.kind === 'other' ? i18n._('Title') : i18n._('Title (optional)')}
          value={form.title}
          disabled={!canEdit}
          maxLength={200}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
        />
        {(form.kind === 'production' || form.kind === 'delivery') && (
          <SelectField
            label={i18n._('Crew')}
            value={form.crewId}
            disabled={!canEdit}
            required={form.kind === 'production'}
            onChange={(e) => set({ crewId: e.target.value })}
            error={errors.crewId}
          >
            <option value="">
              {form.kind === 'production' ? i18n._('Choose a crew') : i18n._('No crew')}
            </option>
            {activeCrews.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
        {form.kind === 'inspection' && (
          <SelectField
            label={i18n._('With')}
            value={form.assigneeId}
            disabled={!canEdit}
            onChange={(e) => set({ assigneeId: e.target.value })}
            error={errors.assigneeId}
          >
            <option value="">{i18n._('Nobody yet')}</option>
            {people.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        )}
        {allDay ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={i18n._('First day')}
              type="date"
              required
              value={form.startDate}
              disabled={!canEdit}
              onChange={(e) => set({ startDate: e.target.value })}
              error={errors.startDate}
            />
            <TextField
              label={i18n._('Last day')}
              type="date"
              required
              value={form.endDate}
              disabled={!canEdit}
              onChange={(e) => set({ endDate: e.target.value })}
              error={errors.endDate}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={i18n._('Day')}
              type="date"
              required
              value={form.day}
              disabled={!canEdit}
              onChange={(e) => set({ day: e.target.value })}
              error={errors.startsAt}
            />
            <TextField
              label={i18n._('From')}
              type="time"
              required
              value={form.startTime}
              disabled={!canEdit}
              onChange={(e) => set({ startTime: e.target.value })}
            />
            <TextField
              label={i18n._('To')}
              type="time"
              required
              value={form.endTime}
              disabled={!canEdit}
              onChange={(e) => set({ endTime: e.target.value })}
              error={errors.endsAt}
            />
          </div>
        )}
        {allDay && canEdit && (
          <div
            className="flex flex-wrap gap-2"
            role="group"
            aria-label={i18n._('Move by working days')}
          >
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => set(shiftDays(days, -1, working))}
            >
              {i18n._('A day earlier')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => set(shiftDays(days, 1, working))}
            >
              {i18n._('A day later')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => set(stretchDays(days, 1, working))}
            >
              {i18n._('One day longer')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => set(stretchDays(days, -1, working))}
            >
              {i18n._('One day shorter')}
            </button>
          </div>
        )}
        <p className="text-sm text-slate-600">{i18n._('Times are in {zone}.', { zone })}</p>
        <TextAreaField
          label={i18n._('Notes')}
          rows={3}
          value={form.notes}
          disabled={!canEdit}
          maxLength={4000}
          onChange={(e) => set({ notes: e.target.value })}
          error={errors.notes}
        />
        {email.isSuccess && (
          <Callout tone="success">
            {i18n._('The tentative date was emailed to {to}.', { to: email.data.to })}
          </Callout>
        )}
        {email.isError && <Callout tone="error">{email.error.message}</Callout>}
        {canEdit && (
          <div className="flex flex-wrap justify-end gap-2">
            {event && (
              <button
                type="button"
                className={buttonStyles.danger}
                disabled={busy}
                onClick={() =>
                  remove.mutate(event.id, {
                    onSuccess: () => onDone(i18n._('{name} removed.', { name: eventName(event) })),
                  })
                }
              >
                {i18n._('Remove')}
              </button>
            )}
            {event?.kind === 'production' && settings.canEmail && (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={email.isPending}
                onClick={() => email.mutate(event.id)}
              >
                {email.isPending ? i18n._('Sending…') : i18n._('Email the customer')}
              </button>
            )}
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {busy ? i18n._('Saving…') : event ? i18n._('Save') : i18n._('Book')}
            </button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
