import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

const infoPanel = (page: Page) => page.getByRole('region', { name: 'Roof Pitch Information' });
const drawing = (page: Page) => page.getByRole('img', { name: /^Roof drawn at/ });
const referenceTable = (page: Page) => page.getByRole('table', { name: 'Pitch reference' });
const deviceResult = (page: Page) => page.getByRole('status').filter({ hasText: 'Measured Pitch' });

async function expectPanel(page: Page, values: string[]) {
  const panel = infoPanel(page);
  for (const v of values) await expect(panel.getByText(v, { exact: true })).toBeVisible();
}

async function expectClosestRow(page: Page, ratio: string, description: string) {
  const row = referenceTable(page).getByRole('row', { name: new RegExp(`^${ratio} `) });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText(`${description} Closest`);
  // Exactly one row is marked.
  await expect(referenceTable(page).locator('tr[aria-current="true"]')).toHaveCount(1);
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/** Chromium's sensor emulation: the phone lying tilted by beta/gamma degrees. */
async function tiltDevice(page: Page, beta: number, gamma = 0) {
  // One session per page: a second session may not override a sensor the first one holds.
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    cdpSessions.set(page, cdp);
  }
  await cdp.send('DeviceOrientation.setDeviceOrientationOverride', { alpha: 0, beta, gamma });
}

/**
 * Calibrating and setting the level last 2 s, and a busy machine can stall longer than that
 * between an action and the test's first look. So the page watches from before the action: an
 * observer keeps the page's text at the first moment all of `texts` are on screen. An observer
 * runs before any timer can end the state, so it cannot be missed. Returns that text.
 */
async function shownAfter(page: Page, action: () => Promise<void>, texts: string[]) {
  await page.evaluate((wanted) => {
    const seen = window as unknown as { shownText?: string };
    delete seen.shownText;
    const observer = new MutationObserver(() => {
      const text = document.body.innerText;
      if (wanted.every((part) => text.includes(part))) {
        seen.shownText = text;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, texts);
  await action();
  const seen = await page.waitForFunction(
    () => (window as unknown as { shownText?: string }).shownText,
  );
  return (await seen.jsonValue()) as string;
}

const calibratingAfter = (page: Page, action: () => Promise<void>) =>
  shownAfter(page, action, [
    'Calibrating device...',
    'Hold your device against the roof surface for 2 seconds',
  ]);

async function expectMeasured(page: Page, ratio: string) {
  const result = deviceResult(page);
  await expect(result).toContainText(ratio);
  await expect(result.getByText(ratio, { exact: true })).toBeVisible();
  await expect(result.getByText('Device measurement complete')).toBeVisible();
}

test.describe('manual input', () => {
  test.use({ viewport: DESKTOP });

  test('opens at the defaults: rise 6, run 12 -> 6:12, 26.6°, 50.0%, 1.118', async ({ page }) => {
    await page.goto('/pitch-finder');
    await expect(page.getByRole('heading', { level: 1, name: 'Roof Pitch Finder' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manual Input' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Use Device' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByLabel('Rise (inches)')).toHaveValue('6');
    await expect(page.getByLabel('Run (inches)')).toHaveValue('12');
    await expectPanel(page, ['6:12', '26.6°', '50.0%', '1.118']);
    await expect(drawing(page)).toHaveAccessibleName(/6:12 pitch, 26\.6°: Standard pitch/);
    await expect(drawing(page)).toContainText('Standard pitch');
    await expect(drawing(page)).toContainText('26.6°');
    await expectClosestRow(page, '6:12', 'Standard pitch');
    await expect(referenceTable(page).getByRole('row')).toHaveCount(14); // header + 13
  });

  test('the bounds are on the inputs', async ({ page }) => {
    await page.goto('/pitch-finder');
    const rise = page.getByLabel('Rise (inches)');
    const run = page.getByLabel('Run (inches)');
    await expect(rise).toHaveAttribute('type', 'number');
    await expect(rise).toHaveAttribute('min', '0');
    await expect(rise).toHaveAttribute('max', '24');
    await expect(run).toHaveAttribute('type', 'number');
    await expect(run).toHaveAttribute('min', '1');
    await expect(run).not.toHaveAttribute('max');
  });

  test('rise 8 is 33.7°, 66.7%, 1.202, "Steeper"; the drawing follows', async ({ page }) => {
    await page.goto('/pitch-finder');
    await page.getByLabel('Rise (inches)').fill('8');
    await expectPanel(page, ['8:12', '33.7°', '66.7%', '1.202']);
    await expect(drawing(page)).toHaveAccessibleName(/8:12 pitch, 33\.7°: Steeper/);
    await expect(drawing(page)).toContainText('Steeper');
    await expectClosestRow(page, '8:12', 'Steeper');
  });

  test('run is used: rise 6 over run 24 is 3:12; decimals keep one place', async ({ page }) => {
    await page.goto('/pitch-finder');
    await page.getByLabel('Run (inches)').fill('24');
    await expectPanel(page, ['3:12', '14.0°', '25.0%', '1.031']);
    await expectClosestRow(page, '3:12', 'Low pitch');
    await page.getByLabel('Rise (inches)').fill('7');
    await page.getByLabel('Run (inches)').fill('11');
    // 7 x 12 / 11 = 7.636...
    await expectPanel(page, ['7.6:12', '32.5°', '63.6%', '1.185']);
    await expect(drawing(page)).toHaveAccessibleName(/7\.6:12 pitch/);
  });

  test('out-of-range input is flagged at the field and the panel keeps the last valid pitch', async ({
    page,
  }) => {
    await page.goto('/pitch-finder');
    const rise = page.getByLabel('Rise (inches)');
    const run = page.getByLabel('Run (inches)');
    await rise.fill('8');
    await expectPanel(page, ['8:12', '33.7°']);

    await rise.fill('30');
    await expect(rise).toHaveValue('30'); // what was typed stays
    await expect(rise).toHaveAttribute('aria-invalid', 'true');
    await expect(rise).toHaveAccessibleDescription(/Rise must be between 0 and 24 inches/);
    await expect(page.getByText('Rise must be between 0 and 24 inches')).toBeVisible();
    await expectPanel(page, ['8:12', '33.7°', '66.7%', '1.202']);
    await expect(
      page.getByText('The results still show the last valid pitch, 8:12.'),
    ).toBeVisible();

    await rise.fill('');
    await expect(page.getByText('Enter the rise in inches')).toBeVisible();
    await expectPanel(page, ['8:12']);

    await rise.fill('4');
    await expect(rise).not.toHaveAttribute('aria-invalid');
    await expectPanel(page, ['4:12', '18.4°']);

    await run.fill('0.5');
    await expect(run).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Run must be at least 1 inch')).toBeVisible();
    await expectPanel(page, ['4:12']);
    await run.fill('12');
    await expect(page.getByText('Run must be at least 1 inch')).toBeHidden();

    // Typed values survive a trip to the device mode and back.
    await rise.fill('30');
    await page.getByRole('button', { name: 'Use Device' }).click();
    await page.getByRole('button', { name: 'Manual Input' }).click();
    await expect(page.getByLabel('Rise (inches)')).toHaveValue('30');
    await expect(page.getByText('Rise must be between 0 and 24 inches')).toBeVisible();
  });

  test('Use in estimate opens the estimator with the pitch rounded to one decimal', async ({
    page,
  }) => {
    await page.goto('/pitch-finder');
    await page.getByRole('link', { name: 'Use in estimate' }).click();
    await expect(page).toHaveURL(/\/estimator\?pitch=6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roof Estimator' })).toBeVisible();

    await page.goBack();
    await page.getByLabel('Rise (inches)').fill('7');
    await page.getByLabel('Run (inches)').fill('11');
    await page.getByRole('link', { name: 'Use in estimate' }).click();
    await expect(page).toHaveURL(/\/estimator\?pitch=7\.6$/);
  });

  test('keyboard: the mode switch and fields are reachable and usable', async ({ page }) => {
    await page.goto('/pitch-finder');
    await page.getByRole('button', { name: 'Manual Input' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Use Device' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Rise (inches)')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expectPanel(page, ['7:12']);
    await page.keyboard.press('Shift+Tab');
    await calibratingAfter(page, () => page.keyboard.press('Enter'));
    await expect(page.getByRole('button', { name: 'Use Device' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('use device', () => {
  test.use({ viewport: DESKTOP });

  test('without a motion sensor: calibrating, then the sample 5:12 with a note; Measure Again restarts', async ({
    page,
  }) => {
    await page.goto('/pitch-finder');
    const calibrating = await calibratingAfter(page, () =>
      page.getByRole('button', { name: 'Use Device' }).click(),
    );
    expect(calibrating).not.toContain('Measured Pitch');

    await expect(page.getByText('Measured Pitch')).toBeVisible();
    await expectMeasured(page, '5:12');
    await expect(
      page.getByText(
        'No motion sensor was found on this device, so this is a sample value, not a measurement.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Calibrating device...')).toBeHidden();
    await expectPanel(page, ['5:12', '22.6°', '41.7%', '1.083']);
    await expect(drawing(page)).toHaveAccessibleName(/5:12 pitch, 22\.6°: Medium pitch/);
    await expectClosestRow(page, '5:12', 'Medium pitch');

    // While it measures again, the last result's note and button are gone.
    const again = await calibratingAfter(page, () =>
      page.getByRole('button', { name: 'Measure Again' }).click(),
    );
    expect(again).not.toContain('Device measurement complete');
    expect(again).not.toContain('Measure Again');
    await expectMeasured(page, '5:12');

    // Back to Manual Input: the panel follows the fields again.
    await page.getByRole('button', { name: 'Manual Input' }).click();
    await expectPanel(page, ['6:12', '26.6°']);
  });

  test('reads the real sensor: the phone tilted 30° measures 6.9:12', async ({ page }) => {
    await page.goto('/pitch-finder');
    await tiltDevice(page, 30);
    await calibratingAfter(page, () => page.getByRole('button', { name: 'Use Device' }).click());
    await expectMeasured(page, '6.9:12');
    await expect(page.getByText(/sample value/)).toBeHidden();
    await expectPanel(page, ['6.9:12', '30.0°', '57.7%', '1.155']);
    await expect(drawing(page)).toHaveAccessibleName(/6\.9:12 pitch, 30\.0°: Steep/);

    // Tilted sideways (gamma) counts the same way: 12 tan 20° = 4.37.
    await tiltDevice(page, 0, 20);
    await calibratingAfter(page, () => page.getByRole('button', { name: 'Measure Again' }).click());
    await expectMeasured(page, '4.4:12');
    await tiltDevice(page, 30);
    await page.getByRole('button', { name: 'Measure Again' }).click();
    await expectMeasured(page, '6.9:12');

    await page.getByRole('link', { name: 'Use in estimate' }).click();
    await expect(page).toHaveURL(/\/estimator\?pitch=6\.9$/);
  });

  test('Set level stores an offset that corrects later readings, survives a reload, and can be cleared', async ({
    page,
  }) => {
    await page.goto('/pitch-finder');
    // The "level" table the phone lies on reads 2° off: 12 tan 2° = 0.42.
    await tiltDevice(page, 2);
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expect(page.getByText('Not calibrated.', { exact: false })).toBeVisible();
    await expectMeasured(page, '0.4:12');
    await shownAfter(page, () => page.getByRole('button', { name: 'Set level' }).click(), [
      'Setting level...',
    ]);
    await expect(
      page.getByText(/Level calibration in use: readings are corrected by 2\.0° front-to-back/),
    ).toBeVisible();
    await expect(page.getByText('Level set.', { exact: false })).toBeVisible();

    // On the roof: 30° raw, 28° corrected -> 12 tan 28° = 6.38.
    await tiltDevice(page, 30);
    await page.getByRole('button', { name: 'Measure Again' }).click();
    await expectMeasured(page, '6.4:12');

    await page.reload();
    // Chromium's emulation replays its first value after a navigation; set the roof again.
    await tiltDevice(page, 30);
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expectMeasured(page, '6.4:12');
    await expect(page.getByText(/Level calibration in use/)).toBeVisible();

    await page.getByRole('button', { name: 'Clear level' }).click();
    await expect(page.getByText(/Level calibration in use/)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Clear level' })).toBeHidden();
    await page.getByRole('button', { name: 'Measure Again' }).click();
    await expectMeasured(page, '6.9:12');
    await page.reload();
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expect(page.getByText('Not calibrated.', { exact: false })).toBeVisible();
  });

  test('Set level without a sensor says so and stores nothing', async ({ page }) => {
    await page.goto('/pitch-finder');
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expectMeasured(page, '5:12');
    await page.getByRole('button', { name: 'Set level' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No motion sensor was found, so the level was not set.',
    );
    await expect(page.getByText('Not calibrated.', { exact: false })).toBeVisible();
  });

  test.describe('when the browser refuses motion access', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(DeviceOrientationEvent, 'requestPermission', {
          value: () => Promise.resolve('denied'),
        });
      });
    });

    test('it says so and offers Manual Input', async ({ page }) => {
      await page.goto('/pitch-finder');
      await page.getByRole('button', { name: 'Use Device' }).click();
      await expect(page.getByRole('alert')).toContainText('Motion sensor access was denied.');
      await expect(page.getByText('Measured Pitch')).toBeHidden();
      await page.getByRole('button', { name: 'Use Manual Input' }).click();
      await expect(page.getByRole('button', { name: 'Manual Input' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByLabel('Rise (inches)')).toHaveValue('6');
    });
  });

  test.describe('on a page that is not a secure context', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'isSecureContext', { get: () => false });
      });
    });

    test('it says the sensor needs a secure connection', async ({ page }) => {
      await page.goto('/pitch-finder');
      await calibratingAfter(page, () => page.getByRole('button', { name: 'Use Device' }).click());
      await expectMeasured(page, '5:12');
      await expect(page.getByText(/needs a secure connection \(HTTPS\)/)).toBeVisible();
    });
  });
});

test('works offline once loaded: nothing on the page calls the server', async ({
  page,
  context,
}) => {
  await page.goto('/pitch-finder');
  await expect(page.getByRole('heading', { level: 1, name: 'Roof Pitch Finder' })).toBeVisible();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await context.setOffline(true);

  await page.getByLabel('Rise (inches)').fill('9');
  await expectPanel(page, ['9:12', '36.9°']);
  await page.getByRole('button', { name: 'Use Device' }).click();
  await expectMeasured(page, '5:12');
  await page.getByRole('button', { name: 'Manual Input' }).click();
  await expectPanel(page, ['9:12']);
  expect(requests).toEqual([]);
  await context.setOffline(false);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: MOBILE });

  test('nothing overflows and the controls are big enough to tap', async ({ page }) => {
    await page.goto('/pitch-finder');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const targets = [
      page.getByRole('button', { name: 'Manual Input' }),
      page.getByRole('button', { name: 'Use Device' }),
      page.getByLabel('Rise (inches)'),
      page.getByLabel('Run (inches)'),
      page.getByRole('link', { name: 'Use in estimate' }),
    ];
    for (const t of targets) {
      const box = await t.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    }
    const svgBox = await drawing(page).boundingBox();
    expect(svgBox!.width).toBeLessThanOrEqual(MOBILE.width);

    await page.getByLabel('Rise (inches)').fill('30');
    await expect(page.getByText('Rise must be between 0 and 24 inches')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Use Device' }).click();
    await expectMeasured(page, '5:12');
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const name of ['Measure Again', 'Set level']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    }
    // The measured value is the largest text on the screen.
    const size = await deviceResult(page)
      .getByText('5:12', { exact: true })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(48);
  });
});

test('no WCAG A/AA violations in either mode', async ({ page }) => {
  await page.goto('/pitch-finder');
  const scan = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect((await scan()).violations).toEqual([]);
  await page.getByLabel('Rise (inches)').fill('30');
  await expect(page.getByText('Rise must be between 0 and 24 inches')).toBeVisible();
  expect((await scan()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Use Device' }).click();
  await expectMeasured(page, '5:12');
  expect((await scan()).violations).toEqual([]);
});

// A phone with no motion sensor shows the spec's sample 5:12: it must never pass for this roof's
// pitch on its way into a price.
for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`a sample pitch at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('is marked as a sample, goes to the estimator only once confirmed, and shows there as not measured', async ({
      page,
    }) => {
      await page.goto('/pitch-finder');
      await page.getByRole('button', { name: 'Use Device' }).click();
      await expectMeasured(page, '5:12');
      // The spec's texts stay; the mark sits beside the figure.
      const result = deviceResult(page);
      const figure = result.getByText('5:12', { exact: true });
      // Seen as "Sample"; a screen reader hears "Sample value, not a measurement".
      const mark = result.getByText('Sample value, not a measurement', { exact: true });
      await expect(mark).toBeVisible();
      await expect(mark).toHaveText('Sample value, not a measurement');
      const [f, m] = [await figure.boundingBox(), await mark.boundingBox()];
      expect(m!.y).toBeLessThan(f!.y + f!.height);

      // Use in estimate asks first; Cancel keeps the user here.
      await infoPanel(page).getByRole('button', { name: 'Use in estimate' }).click();
      const confirm = infoPanel(page).getByRole('alert');
      await expect(confirm).toHaveText(
        /5:12 is a sample value, not a measurement of this roof\. The estimator will show the pitch as not measured\./,
      );
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(page).toHaveURL(/\/pitch-finder$/);
      const scrolls = () =>
        page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(await scrolls()).toBe(false);

      await infoPanel(page).getByRole('button', { name: 'Use in estimate' }).click();
      await infoPanel(page).getByRole('link', { name: 'Use the sample pitch anyway' }).click();
      await expect(page).toHaveURL(/\/estimator\?pitch=5&pitchSample=1$/);
      const pitch = page.getByLabel('Pitch (x:12)');
      await expect(pitch).toHaveValue('5');
      await expect(page.getByText('Not measured: a sample value')).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'Pitch not measured.' });
      await expect(notice).toContainText('5:12 is the Pitch Finder’s sample value');
      expect(await scrolls()).toBe(false);

      // Another field's edit keeps the mark, a reload too; typing the pitch ends it.
      await page.getByLabel('Roof Area (sq ft)').fill('1800');
      // The form reaches the URL 250 ms after the last change: wait for it, the mark with it.
      await expect(page).toHaveURL(/[?&]e=[^&]+&pitchSample=1$/);
      await page.reload();
      await expect(notice).toBeVisible();
      await pitch.fill('6');
      await expect(notice).toBeHidden();
      await expect(page.getByText('Rise in inches per 12')).toBeVisible();
    });

    test('a measured pitch still goes straight to the estimator, measured', async ({ page }) => {
      await page.goto('/pitch-finder');
      await infoPanel(page).getByRole('link', { name: 'Use in estimate' }).click();
      await expect(page).toHaveURL(/\/estimator\?pitch=6$/);
      await expect(page.getByText('Pitch not measured.', { exact: false })).toBeHidden();
    });
  });
}

test.describe('crew', () => {
  test.use({ role: 'crew', viewport: MOBILE });

  test('measure pitches but are not offered Use in estimate (the estimator is the office’s)', async ({
    page,
  }) => {
    await page.goto('/pitch-finder');
    await expectPanel(page, ['6:12']);
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expectMeasured(page, '5:12');
    await expect(page.getByText('Use in estimate')).toHaveCount(0);
    await page.getByRole('button', { name: 'Manual Input' }).click();
    await expect(page.getByText('Use in estimate')).toHaveCount(0);
  });
});
