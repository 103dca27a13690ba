import type { Page } from '@playwright/test';
import { accessOf, LAZY_SCREENS, screenPaths } from '../src/web/app/route-table';
import { expect, test } from './fixtures';

/**
 * Touch targets on a phone. Roofers tap with gloves, in the sun, on a ladder: every control on
 * every screen must be at least 44 x 44 CSS px at 375 px wide.
 *
 * What counts as a target: every visible `a[href], button, input, select, textarea, summary,
 * [role=button], [role=tab]`. The rule:
 * - A checkbox, radio or file input is as big as the larger of itself and its label (tapping the
 *   label works the control), and so is any visually hidden input whose label is what shows.
 * - A link inside running text (an inline `a` whose block also holds other words) is exempt:
 *   WCAG 2.5.8 exempts targets in a sentence, whose size is set by the line of text. A link or
 *   button standing on its own (a nav item, a card, a footer link, a toolbar button) is not.
 * - An element that is visually hidden until focused (the skip link) is for keyboards, not
 *   fingers: nothing shows there to tap, so it is not measured.
 * - Map tiles are not controls; the map's own buttons (zoom, layers) are.
 */
const PHONE = { width: 375, height: 740 };
const MIN = 44;

test.use({ viewport: PHONE });

interface Small {
  what: string;
  width: number;
  height: number;
}

/** Every visible target under 44 px either way, described so a failure says where it is. */
async function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate((min) => {
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      const label =
        el instanceof HTMLInputElement ? (el.labels?.[0]?.innerText.trim().slice(0, 40) ?? '') : '';
      const type = el.getAttribute('type');
      return `<${el.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> "${name || label || el.getAttribute('name') || el.className}"`;
    };
    const isInlineSentenceLink = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!block) return false;
      const own = (el.textContent ?? '').trim();
      const around = (block.textContent ?? '').replace(own, '').trim();
      return around.length > 0;
    };
    const size = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { width: r.width, height: r.height };
    };
    const out: { what: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (el.closest('.leaflet-tile-pane')) continue;
      if (isInlineSentenceLink(el)) continue;
      let { width, height } = size(el);
      if (width === 0 && height === 0) continue;
      if (el instanceof HTMLInputElement) {
        const hidden = width <= 1 || height <= 1;
        if (hidden || ['checkbox', 'radio', 'file'].includes(el.type)) {
          for (const label of Array.from(el.labels ?? [])) {
            const l = size(label);
            width = Math.max(width, l.width);
            height = Math.max(height, l.height);
          }
        }
      }
      // Visually hidden (a skip link until focused): nothing there to tap.
      if (width <= 1 || height <= 1) continue;
      // Sub-pixel rounding of a 44 px box.
      if (width < min - 0.5 || height < min - 0.5) {
        out.push({ what: describe(el), width: Math.round(width), height: Math.round(height) });
      }
    }
    return out;
  }, MIN);
}

async function expectBigTargets(page: Page, where: string) {
  const small = await smallTargets(page);
  expect(
    small.map((s) => `${s.what}: ${s.width} x ${s.height}`),
    `targets under ${MIN} px on ${where}`,
  ).toEqual([]);
}

const SIGNED_OUT = new Set(
  LAZY_SCREENS.filter((s) => accessOf(s) === 'signed-out').map((s) => `/${s.path}`),
);

for (const route of screenPaths().map((p) => `/${p}`)) {
  test.describe(route, () => {
    if (SIGNED_OUT.has(route)) test.use({ role: null });

    test(`${route}: every target is at least 44 x 44 px at 375 px`, async ({
      page,
      request,
      users,
    }) => {
      let url = route;
      if (route.includes(':id')) {
        const list = (await (await request.get('/api/projects')).json()) as {
          items: { id: string }[];
        };
        url = route.replace(':id', list.items[0]!.id);
      }
      if (route.includes(':token')) {
        const made = await request.post('/api/invitations', {
          data: { name: 'Ivy Invited', email: 'ivy@example.com', role: 'estimator' },
        });
        url = new URL(((await made.json()) as { url: string }).url).pathname;
      }
      if (route === '/login') await users.create('owner');
      await page.route(/tile|arcgisonline|openstreetmap/, (r) =>
        r.request().resourceType() === 'image' ? r.fulfill({ status: 204 }) : r.fallback(),
      );
      await page.goto(url);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectBigTargets(page, url);

      // The phone menu, opened.
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
        await expectBigTargets(page, `${url} with the menu open`);
      }
    });
  });
}

test('Pitch Finder in device mode, with a reading held', async ({ page }) => {
  await page.goto('/pitch-finder');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DeviceOrientation.setDeviceOrientationOverride', {
    alpha: 0,
    beta: 30,
    gamma: 0,
  });
  await page.getByRole('button', { name: 'Use Device' }).click();
  await expect(page.getByText('Device measurement complete')).toBeVisible();
  await expectBigTargets(page, 'Pitch Finder in device mode');
  const hold = page.getByRole('button', { name: 'Hold' });
  await hold.click();
  await expect(hold).toHaveAttribute('aria-pressed', 'true');
  await expectBigTargets(page, 'Pitch Finder with a reading held');
});

test.describe('Pitch Finder device mode in the field', () => {
  async function tilt(page: Page, beta: number, gamma = 0) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DeviceOrientation.setDeviceOrientationOverride', { alpha: 0, beta, gamma });
    return cdp;
  }
  const result = (page: Page) => page.getByRole('status').filter({ hasText: 'Measured Pitch' });

  test('Hold freezes the reading until pressed again, by tap or keyboard', async ({ page }) => {
    await page.goto('/pitch-finder');
    const cdp = await tilt(page, 30);
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expect(result(page).getByText('6.9:12', { exact: true })).toBeVisible();
    const hold = page.getByRole('button', { name: 'Hold' });
    await expect(hold).toHaveAttribute('aria-pressed', 'false');

    await hold.click();
    await expect(hold).toHaveAttribute('aria-pressed', 'true');
    await expect(result(page).getByText('Held', { exact: true })).toBeVisible();
    // Nothing can replace the held reading: no new measurement, no new level.
    await expect(page.getByRole('button', { name: 'Measure Again' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Set level' })).toBeDisabled();
    await cdp.send('DeviceOrientation.setDeviceOrientationOverride', {
      alpha: 0,
      beta: 0,
      gamma: 20,
    });
    await expect(result(page).getByText('6.9:12', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Roof Pitch Information' }).getByText('6.9:12', {
        exact: true,
      }),
    ).toBeVisible();

    // Keyboard: Space on the focused button lets go.
    await hold.focus();
    await page.keyboard.press('Space');
    await expect(hold).toHaveAttribute('aria-pressed', 'false');
    await expect(result(page).getByText('Held', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Measure Again' }).click();
    await expect(result(page).getByText('4.4:12', { exact: true })).toBeVisible();

    // Leaving the device mode lets go of a hold.
    await hold.press('Enter');
    await expect(hold).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Manual Input' }).click();
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expect(result(page).getByText('Held', { exact: true })).toBeHidden();
  });

  test('the screen is kept awake while measuring and let go on leaving', async ({ page }) => {
    // A stand-in Wake Lock API that records what the page asks for.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { wakeLog: string[] }).wakeLog = log;
      Object.defineProperty(navigator, 'wakeLock', {
        value: {
          request: (type: string) => {
            log.push(`request ${type}`);
            return Promise.resolve({
              release: () => {
                log.push('release');
                return Promise.resolve();
              },
            });
          },
        },
      });
    });
    const wakeLog = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
    await page.goto('/pitch-finder');
    expect(await wakeLog()).toEqual([]);
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expect.poll(wakeLog).toEqual(['request screen']);
    await expect(page.getByText('Device measurement complete')).toBeVisible();
    await expect(page.getByText(/may dim/)).toBeHidden();
    await page.getByRole('button', { name: 'Manual Input' }).click();
    await expect.poll(wakeLog).toEqual(['request screen', 'release']);
  });

  test('where the browser refuses, measuring works and a hint says the screen may dim', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'wakeLock', {
        value: { request: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) },
      });
    });
    await page.goto('/pitch-finder');
    await page.getByRole('button', { name: 'Use Device' }).click();
    await expect(page.getByText('Device measurement complete')).toBeVisible();
    await expect(
      page.getByText('This browser cannot keep the screen on, so it may dim while you measure.'),
    ).toBeVisible();
  });
});
