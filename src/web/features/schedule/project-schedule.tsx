import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScheduleEvent } from '../../../domain/schedule/schedule';
import { todayIn } from '../../../domain/schedule/time-zone';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { SectionError, SectionLoading } from '../../components/ui/status-message';
import { crewsQuery, projectEventsQuery, scheduleSettingsQuery } from './api';
import { EventDialog } from './event-dialog';
import { eventName } from '../../lib/event-kind-label';
import { eventWhen } from './event-words';
import { useLingui } from './i18n';

/** A project's events on its page, with "Schedule" to book one. */
export function ProjectSchedule({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { i18n } = useLingui();
  const events = useQuery(projectEventsQuery(projectId));
  const crews = useQuery(crewsQuery());
  const settings = useQuery(scheduleSettingsQuery());
  const [open, setOpen] = useState<ScheduleEvent | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const ready = events.data && crews.data && settings.data;
  return (
    <section aria-labelledby="project-schedule" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="project-schedule" className="text-xl font-semibold">
          {i18n._('Schedule')}
        </h2>
        {canEdit && ready && (
          <button type="button" className={buttonStyles.primary} onClick={() => setOpen('new')}>
            {i18n._('Schedule')}
          </button>
        )}
      </div>
      {message && (
        <Callout tone="success" className="mb-3">
          {message}
        </Callout>
      )}
      {events.isPending ? (
        <SectionLoading label={i18n._('Loading the schedule…')} />
      ) : events.isError ? (
        <SectionError
          what={i18n._('the schedule')}
          message={events.error.message}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <p className="text-slate-600">{i18n._('Nothing booked for this project yet.')}</p>
      ) : (
        <ul className="space-y-2">
          {events.data.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                onClick={() => setOpen(e)}
                className="w-full rounded-lg border border-slate-200 bg-white p-3 text-left hover:bg-slate-50"
              >
                <span className="block font-semibold">{eventName(e)}</span>
                <span className="block text-sm text-slate-700">
                  {crews.data?.find((c) => c.id === e.crewId)?.name ?? ''}{' '}
                  {settings.data ? eventWhen(e, settings.data.timeZone) : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && ready && (
        <EventDialog
          event={open === 'new' ? undefined : open}
          draft={{ projectId }}
          crews={crews.data}
          settings={settings.data}
          today={todayIn(settings.data.timeZone)}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setMessage(text);
          }}
        />
      )}
    </section>
  );
}
