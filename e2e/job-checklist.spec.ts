import type { APIRequestContext } from '@playwright/test';
import { bookToday, signInAsCrew } from './crew-day';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Settings -> Job checklist: the owner adds, removes, renames and reorders the items every new
// production job starts with, within the server's bounds; the crew then ticks that list.

async function savedChecklist(request: APIRequestContext) {
  return ((await (await request.get('/api/settings')).json()) as { jobChecklist: string[] })
    .jobChecklist;
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the owner edits the job checklist at ${viewport.width} px and the crew gets it`, async ({
    page,
    request,
    users,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Job checklist' });
    const status = card.getByRole('status');

    await card.getByRole('button', { name: 'Remove Magnet sweep for nails' }).click();
    await expect(status).toHaveText('✓ Removed “Magnet sweep for nails”.');
    await card.getByRole('button', { name: 'Move Photos taken up' }).click();
    await expect(status).toHaveText('✓ Moved “Photos taken” up.');
    await card.getByLabel('New checklist item').fill('Gutters cleaned');
    await card.getByRole('button', { name: 'Add' }).click();
    await expect(status).toHaveText('✓ Added “Gutters cleaned”.');

    // Twice (case aside) is refused here, as the server would, and the typing stays.
    await card.getByLabel('New checklist item').fill('shingles');
    await card.getByRole('button', { name: 'Add' }).click();
    await expect(status).toHaveText('Each checklist item may appear once');
    await expect(card.getByLabel('New checklist item')).toHaveValue('shingles');
    await card.screenshot({ path: test.info().outputPath(`job-checklist-${viewport.width}.png`) });

    expect(await savedChecklist(request)).toEqual([
      'Tear-off',
      'Deck inspected',
      'Underlayment',
      'Drip edge',
      'Shingles',
      'Flashing',
      'Ridge vent',
      'Photos taken',
      'Cleanup',
      'Gutters cleaned',
    ]);

    const carl = await users.create('crew', 'Carl Crew');
    await bookToday(request, carl);
    await signInAsCrew(page, carl);
    const job = page.getByRole('article', { name: 'Delgado roof' });
    await expect(job.getByRole('checkbox', { name: 'Gutters cleaned' })).toBeVisible();
    await expect(job.getByRole('checkbox', { name: 'Magnet sweep for nails' })).toHaveCount(0);
  });
}
