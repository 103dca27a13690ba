import type { SessionUser } from '../../domain/account/account';
import { canEstimate } from '../../domain/account/account';
import { addDaysIso } from '../../domain/format/dates';
import { EVENT_KIND_LABELS } from '../../domain/schedule/schedule';
import { todayIn } from '../../domain/schedule/time-zone';
import { newToken, tokenHash } from '../auth/tokens';
import type { Repositories } from '../db/repositories';
import type { FeedEvent } from '../calendar/ics';
import { calendarText } from '../calendar/ics';
import { eventsOfDays, visibilityOf } from './crew-day';

// Each user's private calendar feed (decision 0021): made and replaced from Account, read by a
// calendar app at /cal/<token>.ics with no session. A crew member's feed has their crews' events;
// the office's has every event. No money in either.

/** How far back and ahead a feed reaches: a calendar app keeps what it has already read. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;

/** A URL's path of a feed. */
export const feedPath = (token: string) => `/cal/${token}.ics`;

/** Makes the user a new feed (ending the old one): its URL, shown this once. */
export async function newFeed(
  repos: Pick<Repositories, 'calendarFeeds'>,
  user: SessionUser,
  origin: string,
): Promise<{ url: string; createdAt: string }> {
  const token = newToken();
  const createdAt = await repos.calendarFeeds.replace(user.id, tokenHash(token));
  return { url: `${origin}${feedPath(token)}`, createdAt };
}

/** The feed's text, or undefined for a token that is unknown, ended, or of a disabled user. */
export async function feedText(
  repos: Pick<Repositories, 'calendarFeeds' | 'crews' | 'schedule' | 'settings'>,
  token: string,
  origin: string,
  now = new Date(),
): Promise<string | undefined> {
  const user = await repos.calendarFeeds.userOf(tokenHash(token));
  if (!user) return undefined;
  const [{ timeZone }, { company }, crews] = await Promise.all([
    repos.schedule.settings(),
    repos.settings.get(),
    repos.crews.list(),
  ]);
  const visible = canEstimate(user.role) ? 'all' : await visibilityOf(repos, user as SessionUser);
  const start = addDaysIso(todayIn(timeZone, now), -FEED_DAYS_BACK);
  const { events } = await eventsOfDays(
    repos,
    timeZone,
    start,
    FEED_DAYS_BACK + FEED_DAYS_AHEAD,
    visible,
  );
  const crewName = new Map(crews.map((c) => [c.id, c.name]));
  const feed: FeedEvent[] = events.map((e) => ({
    id: e.id,
    kind: e.kind,
    title: e.title.trim() || `${EVENT_KIND_LABELS[e.kind]}: ${e.projectName}`,
    firstDay: e.startDate ?? '',
    lastDay: e.endDate ?? e.startDate ?? '',
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    projectId: e.projectId,
    projectName: e.projectName,
    address: e.projectAddress,
    crewName: e.crewId ? (crewName.get(e.crewId) ?? null) : null,
    notes: e.notes,
    updatedAt: e.updatedAt,
  }));
  const name = company.name ? `Ridgeline: ${company.name}` : 'Ridgeline schedule';
  return calendarText(feed, { name, timeZone, origin });
}
