// Instants and local times in a named time zone (IANA), with the platform's Intl: the company
// enters and reads inspection times in its own zone whatever the browser's or server's zone is,
// and across daylight-saving changes.

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock date and time (HH:MM) of an instant in a zone. */
export function zonedParts(instant: string | Date, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, Number(x.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) of a wall-clock date and time (HH:MM) in a zone. A time skipped by a
 * spring-forward change is read with the offset from before it (02:30 becomes 03:30); a time
 * that happens twice in the autumn is the first of the two.
 */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const first = offsetAt(wall, zone);
  const second = offsetAt(wall - first, zone);
  // The larger offset is the earlier instant: the first of an autumn's repeated hour.
  const candidates = [wall - Math.max(first, second), wall - Math.min(first, second)];
  const exact = candidates.find((t) => wall - offsetAt(t, zone) === t);
  // A skipped time: the offset from before the change (the smaller one) reads it as later.
  return new Date(exact ?? wall - Math.min(first, second)).toISOString();
}

/** The instant a local day starts in a zone (its midnight, or its first minute). */
export function dayStartInstant(date: string, zone: string): string {
  return zonedInstant(date, '00:00', zone);
}

/** Today's date in a zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return zonedParts(now, zone).date;
}
