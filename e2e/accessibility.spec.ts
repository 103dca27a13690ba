import AxeBuilder from '@axe-core/playwright';
import { screenPaths } from '../src/web/app/route-table';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// Every screen in the route table (so a new one is scanned without editing this file) and the
// not-found page, at phone and desktop width: no WCAG 2.1 A/AA violations that axe can detect.
const ROUTES = [...screenPaths().map((p) => `/${p}`), '/no-such-page'];

for (const [label, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`accessibility at ${label}`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route} has no axe violations`, async ({ page, request }) => {
        let url = route;
        if (route.includes(':id')) {
          const list = (await (await request.get('/api/projects')).json()) as {
            items: { id: string }[];
          };
          url = route.replace(':id', list.items[0]!.id);
        }
        // Map tiles come from outside in production; here they are answered locally.
        await page.route(/tile|arcgisonline|openstreetmap/, (r) =>
          r.request().resourceType() === 'image' ? r.fulfill({ status: 204 }) : r.fallback(),
        );
        await page.goto(url);
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
    }
  });
}
