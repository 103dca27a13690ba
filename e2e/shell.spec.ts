import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

const ROUTES = [
  { link: 'Dashboard', path: '/', heading: 'Dashboard' },
  { link: 'Pitch Finder', path: '/pitch-finder', heading: 'Roof Pitch Finder' },
  { link: 'Map View', path: '/map', heading: 'Map View' },
  { link: 'Estimator', path: '/estimator', heading: 'Roof Estimator' },
];

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('every route is reached through the header links, the current one marked', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    for (const r of [...ROUTES.slice(1), ROUTES[0]!]) {
      await nav.getByRole('link', { name: r.link }).click();
      await expect(page).toHaveURL(r.path);
      await expect(page.getByRole('heading', { level: 1, name: r.heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: r.link })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(new RegExp(r.heading));
    }
  });

  test('footer has the copyright line and Terms, Privacy, Contact', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Ridgeline`);
    for (const name of ['Terms', 'Privacy', 'Contact']) {
      await footer.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test('a reload on a deep route serves the app (history fallback)', async ({ page }) => {
    await page.goto('/estimator');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Roof Estimator' })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  test('every route is reached through the menu toggle', async ({ page }) => {
    await page.goto('/');
    for (const r of [...ROUTES.slice(1), ROUTES[0]!]) {
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: r.link, exact: true })).toBeHidden();
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: r.link })
        .click();
      await expect(page).toHaveURL(r.path);
      await expect(page.getByRole('heading', { level: 1, name: r.heading })).toBeVisible();
      // The menu closes after navigating.
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a direct visit to a screen gets a page that preloads that screen’s code and CSS', async ({
  page,
}) => {
  /** Does the page for `path` modulepreload the chunk named `chunk` (Vite: name-HASH.js)? */
  const preloads = async (path: string, chunk: string) => {
    const html = await (await page.request.get(path)).text();
    const hrefs = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    return hrefs.some((href) => new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`).test(href ?? ''));
  };
  expect(await preloads('/estimator', 'estimator-page')).toBe(true);
  expect(await preloads('/projects/new', 'new-project-page')).toBe(true);
  expect(await preloads('/projects/new', 'project-page')).toBe(false);
  expect(await preloads('/projects/some-id', 'project-page')).toBe(true);
  expect(await preloads('/', 'estimator-page')).toBe(false);
  // The map's own CSS (Leaflet) comes with its page too, not after its code has run, at the
  // code's low priority (it is not needed before the code).
  const mapPage = await (await page.request.get('/map')).text();
  expect(mapPage).toMatch(
    /<link rel="preload" as="style" crossorigin fetchpriority="low" href="\/assets\/map-page-[\w-]{8}\.css">/,
  );
  // The page itself still works from that copy.
  await page.goto('/estimator');
  await expect(page.getByRole('heading', { level: 1, name: 'Roof Estimator' })).toBeVisible();
});

test("an unknown URL shows Ridgeline's not-found page inside the shell", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ridgeline' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a render error shows the friendly error page, not a blank screen', async ({
  page,
  consoleErrors,
}) => {
  // A server answer of the wrong shape (from a proxy, say) makes the dashboard throw while rendering.
  await page.route('**/api/dashboard', (route) => route.fulfill({ json: { unexpected: true } }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // React reports the caught render error on the console; that is the one expected error here.
  consoleErrors.splice(0);
});

test('the dashboard lists the 3 seeded projects from a fresh database', async ({ page }) => {
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Recent Projects' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('Garcia Family Home');
  await expect(list).toContainText('Alberta Street Duplex');
  await expect(list).toContainText('Henderson Residence Re-roof');
});

test('the dashboard shows an error state when the API fails, and retries', async ({
  page,
  consoleErrors,
}) => {
  let fail = true;
  await page.route('**/api/dashboard', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          json: { title: 'Service Unavailable', status: 503, detail: 'Database is restarting' },
        })
      : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Could not load the dashboard');
  await expect(page.getByRole('alert')).toContainText('Database is restarting');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('region', { name: 'Recent Projects' }).getByRole('listitem'),
  ).toHaveCount(3);
  // The browser logs each refused request; those are the failures this test made on purpose.
  expect(consoleErrors.every((e) => e.includes('503'))).toBe(true);
  consoleErrors.splice(0);
});

test.describe('the page painted before the app runs', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test('shows the bar and the logo but no English words, so a Spanish reader sees none', async ({
    page,
  }) => {
    await page.goto('/');
    const painted = page.locator('[data-before-app]');
    await expect(painted.locator('header')).toBeVisible();
    await expect(painted.getByText('Ridgeline', { exact: true })).toBeVisible();
    // The links and the search box keep their places, unseen.
    await expect(painted.getByText('Pitch Finder', { exact: true })).toBeHidden();
    await expect(painted.getByText('Search', { exact: true })).toBeHidden();
    const box = await painted.locator('nav').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
  });
});

test.describe("a screen's heading, painted before the app runs", () => {
  // The app's code never arrives: what shows is the page's HTML, its CSS and its inline script.
  const withoutTheApp = async (page: Page) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/estimator');
  };
  const onlyUnloadedScripts = (errors: string[]) => {
    // The refused scripts, each logged; never the CSP refusing the page's inline script.
    expect(errors.every((e) => !/Content Security Policy/i.test(e))).toBe(true);
    errors.splice(0);
  };

  test('is in English for an English reader', async ({ page, consoleErrors }) => {
    await withoutTheApp(page);
    const painted = page.locator('[data-before-app]');
    await expect(painted.getByText('Roof Estimator')).toBeVisible();
    await expect(painted.getByText('Price a roof from its area and pitch')).toBeVisible();
    await expect(painted.getByText('Presupuestador de techos')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    onlyUnloadedScripts(consoleErrors);
  });

  test.describe('for a Spanish reader', () => {
    test.use({ locale: 'es-MX' });

    test('is in Spanish, with no English shown', async ({ page, consoleErrors }) => {
      await withoutTheApp(page);
      const painted = page.locator('[data-before-app]');
      await expect(painted.getByText('Presupuestador de techos')).toBeVisible();
      await expect(painted.getByText('Cotiza un techo por su área')).toBeVisible();
      await expect(painted.getByText('Roof Estimator')).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      onlyUnloadedScripts(consoleErrors);
    });
  });

  test('stays on the screen until the app draws the same heading in its place', async ({
    page,
  }) => {
    // Each frame, whether the screen shows a heading: once it has, it must never be without one
    // (the app's first render waits for the screen's code instead of drawing a blank page).
    await page.addInitScript(() => {
      const frames: boolean[] = [];
      (window as unknown as { headingFrames: boolean[] }).headingFrames = frames;
      const look = () => {
        const shown = [...document.querySelectorAll('#root h1')].some(
          (h) => (h as HTMLElement).offsetParent !== null,
        );
        frames.push(shown);
        if (frames.length < 600) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/estimator');
    await expect(page.getByRole('heading', { level: 1, name: 'Roof Estimator' })).toBeVisible();
    await expect(page.getByLabel('Roof Area (sq ft)')).toBeVisible();
    const frames = await page.evaluate(
      () => (window as unknown as { headingFrames: boolean[] }).headingFrames,
    );
    const first = frames.indexOf(true);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(frames.slice(first)).not.toContain(false);
    await expect(page.locator('[data-screen-heading]')).toHaveCount(0);
  });
});
