import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RoofOutline } from '../src/domain/geo/geo';
import { formatSqFt } from '../src/domain/format/format';
import { planAreaSqFt } from '../src/domain/geo/geo';
import { areaMultiplier } from '../src/domain/takeoff/pitch';
import { at as feetFrom } from '../src/domain/takeoff/sample-roofs';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// The roof takeoff on the map: edge types, ridge/hip/valley lines, pipe boots, totals by type,
// and the handoff to the estimator. The roof is the reference gable, 40 x 30 ft on plan at 6:12,
// drawn around the project's own point so the map opens on it.

/** x feet east and y feet north of the roof's south-west corner, the roof centred on the point. */
const at = (x: number, y: number) => feetFrom(x - 20, y - 15);
/** South eave, east rake, north eave, west rake. */
const CORNERS = [at(0, 0), at(40, 0), at(40, 30), at(0, 30)];
// Within a fifth of a square foot of 1,200: the area is measured on the sphere, the
// lengths that placed the corners on the ellipsoid.
const PLAN_SQ_FT = planAreaSqFt(CORNERS);
const AREAS = {
  'Plan area': formatSqFt(PLAN_SQ_FT, 1),
  'Sloped area': formatSqFt(PLAN_SQ_FT * areaMultiplier(6), 1),
};

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: tiles come from the fixture's loopback stub.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

async function projectWith(request: APIRequestContext, outline: RoofOutline) {
  const made = await request.post('/api/projects', {
    data: {
      name: 'Gable House',
      address: '1 Gable St',
      latitude: feetFrom(0, 0).lat,
      longitude: feetFrom(0, 0).lng,
    },
  });
  expect(made.status()).toBe(201);
  const project = (await made.json()) as { id: string };
  const put = await request.put(`/api/projects/${project.id}/outlines`, {
    data: { version: 0, outlines: [outline] },
  });
  expect(put.status()).toBe(200);
  return project.id;
}

const totals = (page: Page) => page.getByRole('region', { name: 'Roof totals' });

/** The totals as shown: each term with the value beside it. */
async function totalsShown(page: Page): Promise<Record<string, string>> {
  const terms = await totals(page).getByRole('term').allTextContents();
  const values = await totals(page).getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

async function expectTotals(page: Page, rows: Record<string, string>) {
  await expect.poll(() => totalsShown(page)).toMatchObject(rows);
}

// A line's label lets taps and clicks through to the line under it, so these aim at the
// middle of the label's box rather than at the label.
async function tapOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
async function clickOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('phone', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('375 px: an outline saved before edge types opens as all eaves; edge types by keyboard and by tap, a ridge, pipe boots, saved and kept', async ({
    page,
    request,
  }) => {
    // Saved before outlines had edge types, lines or pipe boots.
    const id = await projectWith(request, {
      id: 'main',
      name: 'Main roof',
      pitch: 6,
      points: CORNERS,
    });
    await page.goto(`/map?projectId=${id}`);
    const card = page.getByRole('region', { name: 'Outline Main roof' });
    const edge = (n: number) => card.getByRole('combobox', { name: new RegExp(`^Edge ${n}:`) });
    for (const n of [1, 2, 3, 4]) await expect(edge(n)).toHaveValue('eave');
    await expectTotals(page, { Eaves: '140.00 ft', Rakes: '0.00 ft', 'Pipe boots': '0' });

    // The keyboard: edge 2 (the east end) becomes a rake, and shows its true length.
    await edge(2).focus();
    await page.keyboard.press('ArrowDown');
    await expect(edge(2)).toHaveValue('rake');
    await expect(edge(2)).toHaveAccessibleName('Edge 2: 33.5 ft');

    // The map opens on the outline, close enough to tap. A ridge from the middle of one end to
    // the other: taps near an edge's middle (here, at its label) land on it.
    const map = page.getByRole('region', { name: 'Map' });
    await card.getByRole('button', { name: 'Draw ridge in Main roof' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Drawing a ridge' })).toBeVisible();
    await tapOn(page, map.getByText(/ 33\.5 ft$/));
    await expect(
      page.getByRole('status').filter({ hasText: 'now tap its other end' }),
    ).toBeVisible();
    await tapOn(page, map.getByText(/ 30\.0 ft$/));
    const line1 = card.getByRole('combobox', { name: /^Line 1:/ });
    await expect(line1).toHaveValue('ridge');
    await expect(line1).toHaveAccessibleName('Line 1: 40.0 ft');
    await expect(map.getByText(/ 40\.0 ft$/)).toHaveCount(3);

    // A tap on the west end's line (at its label, where the ridge ends: the edge takes the tap)
    // opens the chooser; Rake.
    const westLabel = map.getByText(/ 30\.0 ft$/);
    await expect(westLabel).toHaveCount(1);
    await tapOn(page, westLabel);
    const chooser = map.getByRole('group', { name: 'Edge type' });
    await expect(chooser.getByRole('button', { name: 'Eave' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chooser.getByRole('button', { name: 'Rake' }).tap();
    await expect(chooser).toBeHidden();
    await expect(edge(4)).toHaveValue('rake');
    await expectTotals(page, { Eaves: '80.00 ft', Rakes: '67.08 ft' });

    // Escape stops a line half drawn, and adds nothing.
    await card.getByRole('button', { name: 'Draw hip in Main roof' }).click();
    await page.getByRole('button', { name: 'Add end at map centre' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'Drawing a hip' })).toBeHidden();
    await expect(card.getByRole('combobox', { name: /^Line 2:/ })).toHaveCount(0);

    await card.getByLabel('Pipe boots').fill('2');
    expect(PLAN_SQ_FT).toBeCloseTo(1200, 0);
    await expectTotals(page, {
      ...AREAS,
      Pitch: '6:12',
      Eaves: '80.00 ft',
      Rakes: '67.08 ft',
      Ridges: '40.00 ft',
      Hips: '0.00 ft',
      Valleys: '0.00 ft',
      Walls: '0.00 ft',
      'Pipe boots': '2',
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Save outlines to Gable House' }).click();
    await expect(page.getByText('Saved to Gable House.')).toBeVisible();
    const saved = (await (await request.get(`/api/projects/${id}/outlines`)).json()) as {
      outlines: RoofOutline[];
    };
    expect(saved.outlines[0]).toMatchObject({
      edges: ['eave', 'rake', 'eave', 'rake'],
      lines: [{ type: 'ridge' }],
      pipeBoots: 2,
    });

    await page.reload();
    for (const [n, type] of [
      [1, 'eave'],
      [2, 'rake'],
      [3, 'eave'],
      [4, 'rake'],
    ] as const) {
      await expect(edge(n)).toHaveValue(type);
    }
    await expect(line1).toHaveValue('ridge');
    await expect(card.getByLabel('Pipe boots')).toHaveValue('2');
    await expectTotals(page, { Eaves: '80.00 ft', Rakes: '67.08 ft', Ridges: '40.00 ft' });
    await expect(page.getByText('Unsaved changes.')).toBeHidden();
  });
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  const gable: RoofOutline = {
    id: 'main',
    name: 'Main roof',
    pitch: 6,
    points: CORNERS,
    edges: ['eave', 'rake', 'eave', 'rake'],
    lines: [{ type: 'ridge', from: at(0, 15), to: at(40, 15) }],
    pipeBoots: 2,
  };

  test('the reference gable totals 80 ft of eaves, 67.08 ft of rakes and 40 ft of ridge; Send to estimator carries them all', async ({
    page,
    request,
  }) => {
    const id = await projectWith(request, gable);
    await page.goto(`/map?projectId=${id}`);
    expect(PLAN_SQ_FT).toBeCloseTo(1200, 0);
    await expectTotals(page, {
      ...AREAS,
      Pitch: '6:12',
      Eaves: '80.00 ft',
      Rakes: '67.08 ft',
      Ridges: '40.00 ft',
      Hips: '0.00 ft',
      'Pipe boots': '2',
    });
    // The roof report of the saved outlines.
    const report = totals(page).getByRole('link', { name: 'Roof report (PDF)' });
    await expect(report).toHaveAttribute('href', `/api/projects/${id}/roof-report.pdf`);
    await expect(report).toHaveAttribute('download', '');

    await page.getByRole('button', { name: 'Send to estimator' }).click();
    await expect(page).toHaveURL(/\/estimator\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      area: String(Math.round(PLAN_SQ_FT * 10) / 10),
      pitch: '6',
      eaves: '80',
      rakes: '67.08',
      ridges: '40',
      hips: '0',
      valleys: '0',
      walls: '0',
      boots: '2',
      projectId: id,
    });
  });

  test('lines and corners from the map: retype and delete a line, add and remove a corner; the legend and chooser pass axe', async ({
    page,
    request,
  }) => {
    const id = await projectWith(request, gable);
    await page.goto(`/map?projectId=${id}`);
    const map = page.getByRole('region', { name: 'Map' });
    const card = page.getByRole('region', { name: 'Outline Main roof' });

    // The ridge's label: a click on it opens the line's chooser.
    await clickOn(page, map.getByText(/ 40\.0 ft$/).nth(2));
    const chooser = map.getByRole('group', { name: 'Line type' });
    await expect(chooser.getByRole('button')).toHaveCount(3);
    await expect(chooser.getByRole('button', { name: 'Ridge' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Every line type is named in the legend, beside its pattern; axe finds nothing to fix with
    // the typed lines, their labels and the chooser on screen.
    const legend = page.getByRole('region', { name: 'Legend' });
    await expect(legend.getByRole('listitem')).toHaveCount(6);
    for (const name of ['Eave', 'Rake', 'Ridge', 'Hip', 'Valley', 'Wall']) {
      await expect(legend.getByText(name, { exact: true })).toBeVisible();
    }
    const scan = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);

    await chooser.getByRole('button', { name: 'Valley' }).click();
    const line1 = card.getByRole('combobox', { name: /^Line 1:/ });
    await expect(line1).toHaveValue('valley');
    // A valley at 6:12 is longer than its plan length: plan x sqrt(1 + 36/288).
    await expect(line1).toHaveAccessibleName('Line 1: 42.4 ft');
    await expectTotals(page, { Ridges: '0.00 ft', Valleys: '42.43 ft' });
    await card.getByRole('button', { name: 'Delete line 1' }).click();
    await expect(line1).toHaveCount(0);
    await expectTotals(page, { Valleys: '0.00 ft' });

    // A corner in the middle of the south eave: two eaves of 20 ft.
    await clickOn(page, map.getByText(/ 40\.0 ft$/).first());
    await map.getByRole('button', { name: 'Add a corner in the middle' }).click();
    const edge = (n: number) => card.getByRole('combobox', { name: new RegExp(`^Edge ${n}:`) });
    await expect(edge(5)).toHaveValue('rake');
    await expect(edge(1)).toHaveAccessibleName('Edge 1: 20.0 ft');
    await expect(edge(2)).toHaveAccessibleName('Edge 2: 20.0 ft');
    await expect(edge(2)).toHaveValue('eave');
    await expectTotals(page, { Eaves: '80.00 ft', Rakes: '67.08 ft' });

    // ...and removed again from the corner's own chooser.
    await map.getByTitle('Corner 2 of Main roof: drag to move, tap for options').click();
    await map.getByRole('button', { name: 'Remove corner' }).click();
    await expect(edge(5)).toHaveCount(0);
    await expect(edge(1)).toHaveAccessibleName('Edge 1: 40.0 ft');
    await expectTotals(page, { Eaves: '80.00 ft', Rakes: '67.08 ft' });
  });
});
