import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { bookToday, signInAsCrew } from './crew-day';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Account -> Calendar feed: a crew member makes their feed, its URL works in a calendar (read
// here by an independent parser), a new URL ends the old one, and ending the feed ends it.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The feed as a calendar app gets it, with no session: its status and its events. */
async function readFeed(url: string) {
  const res = await fetch(url);
  if (res.status !== 200) return { status: res.status, events: [] };
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { status: 200, events };
}

const feedUrl = (page: Page) => page.getByLabel('Calendar feed URL').inputValue();

for (const viewport of [MOBILE, DESKTOP]) {
  test(`a crew member's calendar feed at ${viewport.width} px: make, renew, end`, async ({
    page,
    request,
    users,
  }) => {
    await page.setViewportSize(viewport);
    const carl = await users.create('crew', 'Carl Crew');
    await bookToday(request, carl);
    await signInAsCrew(page, carl);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await section.getByRole('button', { name: 'Make my calendar feed' }).click();
    await expect(section.getByText('it is shown only this once')).toBeVisible();
    const first = await feedUrl(page);
    expect(first).toMatch(/\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
    await shot(page, `calendar-feed-${viewport.width}`);

    const feed = await readFeed(first);
    expect(feed.status).toBe(200);
    expect(feed.events.map((e) => [e.summary, e.location])).toEqual([
      [expect.stringContaining('Delgado roof'), '77 Birch Ln, Portland, OR'],
    ]);
    expect(feed.events[0]!.startDate.isDate).toBe(true);

    // A new URL ends the old one at once.
    await section.getByRole('button', { name: 'Make a new URL' }).click();
    const renew = page.getByRole('dialog', { name: 'Make a new URL?' });
    await renew.getByRole('button', { name: 'Make a new URL' }).click();
    await expect(renew).toBeHidden();
    const second = await feedUrl(page);
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);

    // A later visit does not show the URL again (only its hash is kept).
    await page.reload();
    await expect(section.getByText(/Your feed was made on/)).toBeVisible();
    await expect(page.getByLabel('Calendar feed URL')).toHaveCount(0);

    await section.getByRole('button', { name: 'End the feed' }).click();
    await page
      .getByRole('dialog', { name: 'End the calendar feed?' })
      .getByRole('button', { name: 'End the feed' })
      .click();
    await expect(section.getByText('The feed is ended: its URL no longer works.')).toBeVisible();
    expect((await readFeed(second)).status).toBe(404);
    await expect(section.getByRole('button', { name: 'Make my calendar feed' })).toBeVisible();
  });
}
