import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LatLng } from '../src/domain/geo/geo';
import { at as feetFrom } from '../src/domain/takeoff/sample-roofs';
import { DESKTOP, expect, MOBILE, test } from './fixtures';
import { expectTilesShown } from './map-tiles';

// Generate roof on the map: the reference rectangle (40 x 30 ft at 6:12) as a hip roof and with
// gable ends, regenerating after a confirm, an L, the lines in the totals, the estimator and the
// roof report, and generating with no network after one visit.

/** x feet east and y feet north of the roof's south-west corner, the roof centred on the point. */
const at = (x: number, y: number) => feetFrom(x - 20, y - 15);
const RECTANGLE = [at(0, 0), at(40, 0), at(40, 30), at(0, 30)];
const L_SHAPE = [at(0, 0), at(40, 0), at(40, 20), at(20, 20), at(20, 40), at(0, 40)];

// A machine shared with other work runs these slowly: each test drives several screens.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: tiles come from the fixture's loopback stub.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

async function projectWith(request: APIRequestContext, points: LatLng[], name = 'Main roof') {
  const made = await request.post('/api/projects', {
    data: {
      name: 'Hip House',
      address: '1 Hip St',
      latitude: feetFrom(0, 0).lat,
      longitude: feetFrom(0, 0).lng,
    },
  });
  expect(made.status()).toBe(201);
  const project = (await made.json()) as { id: string };
  const put = await request.put(`/api/projects/${project.id}/outlines`, {
    data: { version: 0, outlines: [{ id: 'o1', name, pitch: 6, points }] },
  });
  expect(put.status()).toBe(200);
  return project.id;
}

const totals = (page: Page) => page.getByRole('region', { name: 'Roof totals' });
async function totalsShown(page: Page): Promise<Record<string, string>> {
  const terms = await totals(page).getByRole('term').allTextContents();
  const values = await totals(page).getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}
const expectTotals = (page: Page, rows: Record<string, string>) =>
  expect.poll(() => totalsShown(page)).toMatchObject(rows);

/** The labels on the map's lines, e.g. "H 22.5 ft" (type code, then the true length). */
const labels = (page: Page) =>
  page
    .getByRole('region', { name: 'Map' })
    .locator('.ridgeline-edge')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          (e.querySelector('[aria-hidden]')?.textContent ?? '') +
          (e.textContent ?? '').replace(/^\S+?(Eave|Rake|Ridge|Hip|Valley|Wall)/, ''),
      ),
    );

for (const [device, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  test(`${device}: the reference rectangle as a hip roof, then with gable ends after a confirm; totals, estimator and roof report follow`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const id = await projectWith(request, RECTANGLE);
    await page.goto(`/map?projectId=${id}`);
    const card = page.getByRole('region', { name: 'Outline Main roof' });
    await card.getByRole('button', { name: 'Generate roof of Main roof' }).click();
    const panel = card.getByRole('group', { name: 'Generate roof' });
    await expect(panel.getByRole('radio', { name: 'Hip (every edge an eave)' })).toBeChecked();
    await expect(panel.getByLabel('Pitch (rise per 12)')).toHaveValue('6');
    await panel.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(panel.getByText('Generated 1 ridge, 4 hips on 4 roof planes.')).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Roof planes' }).getByRole('row')).toHaveCount(5);
    // The four planes are drawn on the map, each a face of its own under the lines.
    await expect(page.locator('path.ridgeline-plane')).toHaveCount(4);
    // Drawn and labelled like hand-drawn lines: four hips of 22.50 ft, a ridge of 10.00 ft.
    await expect
      .poll(async () => (await labels(page)).filter((l) => l === 'H 22.5 ft').length)
      .toBe(4);
    await expect
      .poll(async () => (await labels(page)).filter((l) => l === 'Ri 10.0 ft').length)
      .toBe(1);
    await expectTotals(page, {
      Eaves: '140.00 ft',
      Ridges: '10.00 ft',
      Hips: '90.00 ft',
      Rakes: '0.00 ft',
    });
    await page.screenshot({
      path: test.info().outputPath(`hip-${viewport.width}.png`),
      fullPage: true,
    });

    // Gable ends on the two short edges, by the shortcut; regenerating asks first.
    await panel.getByRole('radio', { name: 'Gable ends' }).check();
    await panel.getByRole('button', { name: 'Gable: the two short edges' }).click();
    await expect(panel.getByRole('checkbox', { name: 'Edge 2 (30.0 ft)' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Edge 4 (30.0 ft)' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Edge 1 (40.0 ft)' })).not.toBeChecked();
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the generated lines?' });
    await expect(confirm).toContainText(
      'The 5 lines made by Generate roof in Main roof will be replaced',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectTotals(page, { Ridges: '10.00 ft', Hips: '90.00 ft' });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await confirm.getByRole('button', { name: 'Replace lines' }).click();
    await expect(
      panel.getByText('Generated 1 ridge on 2 roof planes, with 4 rakes.'),
    ).toBeVisible();
    await expect(page.locator('path.ridgeline-plane')).toHaveCount(2);
    await expectTotals(page, {
      Eaves: '80.00 ft',
      Rakes: '67.08 ft',
      Ridges: '40.00 ft',
      Hips: '0.00 ft',
    });
    await expect
      .poll(async () => (await labels(page)).filter((l) => l === 'Ri 40.0 ft').length)
      .toBe(1);
    await expect
      .poll(async () => (await labels(page)).filter((l) => l === 'R 33.5 ft').length)
      .toBe(2);
    await page.screenshot({
      path: test.info().outputPath(`gable-${viewport.width}.png`),
      fullPage: true,
    });

    // A generated line is adjusted by hand like any other: deleted from the outline's card.
    await page.getByRole('button', { name: 'Save outlines to Hip House' }).click();
    await expect(page.getByText(/Saved to Hip House/)).toBeVisible();

    // The roof report lists the planes.
    const pdf = await request.get(`/api/projects/${id}/roof-report.pdf`);
    expect(pdf.status()).toBe(200);
    const file = test.info().outputPath('roof-report.pdf');
    fs.writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('ROOF PLANES (FACETS) OF GENERATED ROOFS');
    expect(text).toMatch(/Main roof total\s+2\s+1,200\.00 sq ft\s+1,341\.64 sq ft/);
    expect(text).toMatch(/Ridges \(RG\)\s+40\.00 ft/);
    expect(text).toMatch(/Rakes \(R\)\s+67\.08 ft/);

    // Opened again, the saved roof shows its planes.
    await page.reload();
    await expect(page.locator('path.ridgeline-plane')).toHaveCount(2);

    // The estimator gets the generated lines like any other.
    await page.getByRole('button', { name: 'Send to estimator' }).click();
    await expect(page).toHaveURL(/\/estimator\?/);
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toMatchObject({
      pitch: '6',
      eaves: '80',
      rakes: '67.08',
      ridges: '40',
      hips: '0',
    });
  });
}

test('1280 px: an L gets its valley and two ridges', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const id = await projectWith(request, L_SHAPE, 'Ell');
  await page.goto(`/map?projectId=${id}`);
  const card = page.getByRole('region', { name: 'Outline Ell' });
  await card.getByRole('button', { name: 'Generate roof of Ell' }).click();
  const panel = card.getByRole('group', { name: 'Generate roof' });
  await panel.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    panel.getByText('Generated 2 ridges, 5 hips, 1 valley on 6 roof planes.'),
  ).toBeVisible();
  await expectTotals(page, { Eaves: '160.00 ft', Ridges: '40.00 ft', Valleys: '15.00 ft' });
  await panel.getByRole('radio', { name: 'Gable ends' }).check();
  await expect(panel.getByRole('button', { name: 'Gable: the two short edges' })).toBeDisabled();
  await expect(panel.getByText('for a rectangle')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('l-shape-1280.png'), fullPage: true });
});

test('375 px: after one visit, Generate roof works with no network and the outlines are kept to sync', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(MOBILE);
  const id = await projectWith(request, RECTANGLE);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/map?projectId=${id}`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const card = page.getByRole('region', { name: 'Outline Main roof' });
  await expect(card).toBeVisible();

  // The signal goes once the map has shown: tiles still on their way when it goes would fail
  // (the browser logs each), which is not what this test is about.
  await expectTilesShown(page);
  // The roof's code has not been loaded yet: it comes from the service worker's precache.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Generate roof of Main roof' }).click();
  const panel = card.getByRole('group', { name: 'Generate roof' });
  await panel.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(panel.getByText('Generated 1 ridge, 4 hips on 4 roof planes.')).toBeVisible();
  await expectTotals(page, { Ridges: '10.00 ft', Hips: '90.00 ft' });
  await page.getByRole('button', { name: 'Save outlines to Hip House' }).click();
  await expect(
    page.getByText(/kept on this device|Waiting to sync|will be sent/i).first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-375.png'), fullPage: true });

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const r = await request.get(`/api/projects/${id}/outlines`);
      const body = (await r.json()) as { outlines: { lines?: { generated?: boolean }[] }[] };
      return body.outlines[0]?.lines?.filter((l) => l.generated).length ?? 0;
    })
    .toBe(5);
});
