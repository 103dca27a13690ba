import AxeBuilder from '@axe-core/playwright';
import { accessOf, LAZY_SCREENS, screenPaths } from '../src/web/app/route-table';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Every screen in the route table (so a new one is scanned without editing this file) and the
// not-found page, at phone and desktop width: no WCAG 2.1 A/AA violations that axe can detect.
const ROUTES = [...screenPaths().map((p) => `/${p}`), '/no-such-page'];
// Sign-in and setup show only to a signed-out visitor; every other screen is scanned signed in.
const SIGNED_OUT = new Set(
  LAZY_SCREENS.filter((s) => accessOf(s) === 'signed-out').map((s) => `/${s.path}`),
);

for (const [label, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`accessibility at ${label}`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test.describe(route, () => {
        if (SIGNED_OUT.has(route)) test.use({ role: null });

        test(`${route} has no axe violations`, async ({ page, request, users }) => {
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
          // With nobody yet, every page is setup: the sign-in page needs someone to sign in.
          if (route === '/login') await users.create('owner');
          // Map tiles come from outside in production; here they are answered locally.
          await page.route(/tile|arcgisonline|openstreetmap/, (r) =>
            r.request().resourceType() === 'image' ? r.fulfill({ status: 204 }) : r.fallback(),
          );
          await page.goto(url);
          await expect(page).toHaveURL(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Let lazy content (cards, lists) settle before scanning.
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          );
          expect(summary).toEqual([]);
        });
      });
    }
  });
}
