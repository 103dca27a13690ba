import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../domain/api/api-paths';
import type { EventMove } from '../../../domain/schedule/rain-delay';
import type { Crew, ScheduleEvent, ScheduleSettings } from '../../../domain/schedule/schedule';
import { apiFetch } from '../../lib/api-client';

// The schedule feature's public surface: crews, the schedule's settings, events by range and by
// project, and the writes (book, move, remove, rain delay and its undo, email the customer).

export const scheduleKeys = {
  crews: ['crews'] as const,
  settings: ['schedule-settings'] as const,
  events: ['events'] as const,
  range: (from: string, to: string) => ['events', 'range', from, to] as const,
  project: (id: string) => ['events', 'project', id] as const,
  rainDelays: ['rain-delays'] as const,
};

export type ScheduleSettingsAnswer = ScheduleSettings & { canEmail: boolean };

const items = async <T>(path: string) => (await apiFetch<{ items: T[] }>(path)).items;

export const crewsQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.crews,
    // Kept for use offline by the sync ahead (a project's schedule names crews and times).
    queryFn: () => items<Crew>(apiPath('crews')),
    staleTime: 60_000,
  });

export const scheduleSettingsQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.settings,
    // Kept for use offline by the sync ahead (a project's schedule names crews and times).
    queryFn: () => apiFetch<ScheduleSettingsAnswer>(apiPath('scheduleSettings')),
    staleTime: 60_000,
  });

export const eventsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: scheduleKeys.range(from, to),
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => items<ScheduleEvent>(apiPath('events', {}, { from, to })),
  });

export const projectEventsQuery = (projectId: string) =>
  queryOptions({
    queryKey: scheduleKeys.project(projectId),
    // Kept for use offline by the sync ahead, with the project's page.
    queryFn: () => items<ScheduleEvent>(apiPath('projectEvents', { id: projectId })),
  });

/**
 * Every write to events changes ranges, projects' lists and (production) the stage; rain
 * delays and their undo change the list of recent ones.
 */
function useInvalidateEvents() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: scheduleKeys.events }),
      client.invalidateQueries({ queryKey: ['projects'] }),
      client.invalidateQueries({ queryKey: ['stage-moves'] }),
      client.invalidateQueries({ queryKey: ['pipeline'] }),
      client.invalidateQueries({ queryKey: scheduleKeys.rainDelays }),
    ]);
}

export type EventInput = Partial<
  Pick<
    ScheduleEvent,
    'title' | 'crewId' | 'assigneeId' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt' | 'notes'
  >
>;

export function useBookEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({
      projectId,
      ...body
    }: EventInput & { projectId: string; kind: ScheduleEvent['kind'] }) =>
      apiFetch<ScheduleEvent>(apiPath('projectEvents', { id: projectId }), {
        method: 'POST',
        json: body,
      }),
    onSettled: invalidate,
  });
}

export function useChangeEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, ...body }: EventInput & { id: string; version: number }) =>
      apiFetch<ScheduleEvent>(apiPath('event', { id }), { method: 'PATCH', json: body }),
    onSettled: invalidate,
  });
}

export function useRemoveEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath('event', { id }), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useEmailCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ to: string }>(apiPath('eventEmail', { id }), { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

/** A saved rain delay as the schedule lists it: what it moved and whether it was undone. */
export interface RainDelayRecord {
  id: string;
  date: string;
  crewIds: string[] | null;
  moves: EventMove[];
  createdAt: string;
  undoneAt: string | null;
}

export const recentRainDelaysQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.rainDelays,
    // Not kept for use offline: with no signal it waits rather than failing.
    networkMode: 'online',
    queryFn: () => items<RainDelayRecord>(apiPath('rainDelays')),
  });

export interface RainDelayAnswer {
  id: string | null;
  date: string;
  moves: EventMove[];
}

export function useRainDelay() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (body: { date: string; crewIds?: string[]; dryRun: boolean }) =>
      apiFetch<RainDelayAnswer>(apiPath('rainDelay'), { method: 'POST', json: body }),
    onSuccess: (answer) => (answer.id ? invalidate() : undefined),
  });
}

export function useUndoRainDelay() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(apiPath('rainDelayUndo', { id }), { method: 'POST' }),
    onSettled: invalidate,
  });
}

export type CrewInput = Partial<
  Pick<Crew, 'name' | 'colour' | 'kind' | 'phone' | 'leadUserId' | 'memberIds'>
>;

export function useSaveCrew() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: CrewInput & { id?: string; version?: number; archived?: boolean }) =>
      id
        ? apiFetch<Crew>(apiPath('crew', { id }), { method: 'PATCH', json: body })
        : apiFetch<Crew>(apiPath('crews'), { method: 'POST', json: body }),
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKeys.crews }),
  });
}

export function useSaveScheduleSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ScheduleSettings> & { version: number }) =>
      apiFetch<ScheduleSettingsAnswer>(apiPath('scheduleSettings'), {
        method: 'PATCH',
        json: body,
      }),
    onSuccess: (s) => client.setQueryData(scheduleKeys.settings, s),
  });
}
