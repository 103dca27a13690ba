import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, test } from './fixtures';

// What each role sees: crew no money and no office tools, an estimator Settings read-only, the
// owner the Team page. The server enforces the same rules; these check the screens follow them.

const main = (page: Page) => page.getByRole('main');
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test.describe('crew', () => {
  test.use({ role: 'crew', viewport: DESKTOP });

  test('sees no dollar figure on the dashboard, the projects list or a project, and no office tools', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Completed')).toBeVisible();
    await expect(summary.getByText('Total Value')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent Projects' })).toContainText(
      'Alberta Street Duplex',
    );
    await expect(main(page)).not.toContainText('$');
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Estimator' })).toHaveCount(0);
    const tools = page.getByRole('region', { name: 'Quick Tools' });
    await expect(tools.getByRole('button', { name: 'Map View' })).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Estimator' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /New Project/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Settings' })).toHaveCount(
      0,
    );

    await page.getByRole('link', { name: 'View all projects' }).click();
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(3);
    await expect(main(page)).not.toContainText('$');
    await expect(main(page).getByRole('link', { name: 'New Project' })).toHaveCount(0);

    await page.getByRole('link', { name: /Alberta Street Duplex/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alberta Street Duplex' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Roof area');
    await expect(main(page)).not.toContainText('$');
    await expect(main(page)).not.toContainText('Estimated cost');
    await expect(page.getByRole('heading', { name: 'Estimates' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('changes a project’s status, which the dashboard and its activity then show', async ({
    page,
  }) => {
    await page.goto('/projects');
    await page.getByRole('link', { name: /Alberta Street Duplex/ }).click();
    const stage = page.getByRole('combobox', { name: 'Stage' });
    await stage.selectOption({ label: 'Completed' });
    await expect(page.getByRole('status')).toContainText('Stage set to Completed');
    await page.reload();
    await expect(stage).toHaveValue('completed');

    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByRole('listitem').first()).toContainText(
      'Test Crew moved Alberta Street Duplex to Completed',
    );
    await expect(main(page)).not.toContainText('$');
  });

  test('Settings, the estimator and a new project say there is no access', async ({ page }) => {
    for (const [path, heading] of [
      ['/settings', 'Settings'],
      ['/estimator', 'Roof Estimator'],
      ['/projects/new', 'New project'],
      ['/settings/team', 'Team'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('You don’t have access to this page')).toBeVisible();
      await expect(main(page).getByRole('textbox')).toHaveCount(0);
    }
  });

  test('the map: draws and saves outlines, with no way to the estimator or to move the project', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/projects?q=Alberta')).json()) as {
      items: { id: string }[];
    };
    await page.goto(`/map?projectId=${list.items[0]!.id}`);
    await expect(page.getByRole('region', { name: 'Current Location' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use This Location' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send to estimator' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Draw outline' }).click();
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Add corner at map centre' }).click();
      await page.getByRole('region', { name: 'Map' }).focus();
      await page.keyboard.press(i === 0 ? 'ArrowRight' : 'ArrowDown');
    }
    await page.getByRole('button', { name: 'Finish outline' }).click();
    await expect(page.getByRole('region', { name: 'Outline Roof 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Save outlines to Alberta Street Duplex' }).click();
    await expect(page.getByText('Saved to Alberta Street Duplex.')).toBeVisible();
  });
});

test.describe('estimator', () => {
  test.use({ role: 'estimator' });

  test('reads Settings with no way to change them', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Estimator' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Only the owner can change these settings.')).toBeVisible();
    const materials = page.getByRole('list', { name: 'Materials', exact: true });
    await expect(materials).toContainText('Metal Roofing');
    await expect(materials).toContainText('$8.25');
    await expect(page.getByRole('region', { name: 'Labor' })).toContainText('$2.50 per sq ft');
    await expect(page.getByRole('region', { name: 'Company profile' })).toContainText(
      'Company name',
    );
    await expect(main(page).getByRole('textbox')).toHaveCount(0);
    await expect(main(page).getByRole('spinbutton')).toHaveCount(0);
    await expect(main(page).getByRole('button')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Team' })).toHaveCount(0);
  });
});

test.describe('the owner’s Team page', () => {
  test.use({ viewport: DESKTOP });

  const person = (page: Page, name: string) =>
    page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: name });

  test('invites someone and shows the link once, with a way to copy it', async ({
    page,
    context,
    baseURL,
    consoleErrors,
    users,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/settings');
    await main(page).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(person(page, 'Test Owner')).toContainText('You');

    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(invite.getByLabel('Name')).toHaveAccessibleDescription('Name is required');

    await invite.getByLabel('Name').fill('Ana Lopez');
    await invite.getByLabel('Email').fill('Ana@Example.com');
    await invite.getByLabel('Role').selectOption('estimator');
    await invite.getByRole('button', { name: 'Invite' }).click();
    // The link is shown in the invitation's row of the pending list, and takes the focus.
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    const link = pending.getByRole('textbox', { name: 'Invitation link for Ana Lopez' });
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/invite/[\\w-]{20,}$`));
    await expect(link).toBeFocused();
    await expect(invite).toContainText('Invitation for Ana Lopez (Estimator) created.');
    await pending.getByRole('button', { name: 'Copy link' }).click();
    await expect(pending.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(invite.getByLabel('Name')).toHaveValue('');

    // An address someone on the team already signs in with.
    await invite.getByLabel('Name').fill('Owner Again');
    await invite.getByLabel('Email').fill(users.me!.email);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(invite.getByLabel('Email')).toHaveAccessibleDescription(
      /already signs in with this email/,
    );
    await expect(invite.getByLabel('Name')).toHaveValue('Owner Again');
    // The browser logs the refused (409) invitation; that refusal is what this part is about.
    expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
    consoleErrors.splice(0);
  });

  test('changes a role, deactivates and reactivates, and makes a reset link', async ({
    page,
    users,
    baseURL,
  }) => {
    const carl = await users.create('crew', 'Carl Crew');
    await page.goto('/settings/team');
    const row = person(page, 'Carl Crew');
    await expect(row).toContainText(carl.email);
    await expect(row).toContainText('Active');

    await row.getByLabel('Role of Carl Crew').selectOption('estimator');
    await row.getByRole('button', { name: 'Save role of Carl Crew' }).click();
    await expect(row).toContainText('Carl Crew is now estimator.');
    // A new role takes effect at once: the old session is over.
    expect(
      (await fetch(`${baseURL}/api/session`, { headers: { cookie: carl.cookie } })).status,
    ).toBe(401);

    await row.getByRole('button', { name: 'Deactivate Carl Crew' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Carl Crew?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Deactivated');
    await expect(row).toContainText('Carl Crew is deactivated.');

    await row.getByRole('button', { name: 'Reactivate Carl Crew' }).click();
    await expect(row).toContainText('Carl Crew can sign in again.');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Password reset link for Carl Crew' }).click();
    await expect(row.getByRole('textbox', { name: 'Reset link for Carl Crew' })).toHaveValue(
      /\/invite\/[\w-]{20,}$/,
    );

    await page.reload();
    await expect(person(page, 'Carl Crew').getByLabel('Role of Carl Crew')).toHaveValue(
      'estimator',
    );

    await page.goto('/');
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByRole('listitem').first()).toContainText(
      'Test Owner issued a password reset for Carl Crew',
    );
    await expect(activity).toContainText('Test Owner changed the role of Carl Crew to Estimator');
  });

  test('the last active owner cannot be demoted, and the page says why; no Deactivate on your own row', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/settings/team');
    const me = person(page, 'Test Owner');
    await me.getByLabel('Role of Test Owner').selectOption('crew');
    await me.getByRole('button', { name: 'Save role of Test Owner' }).click();
    await expect(me.getByRole('alert')).toContainText(
      'The last active owner cannot be demoted or deactivated.',
    );
    await expect(me.getByLabel('Role of Test Owner')).toHaveValue('owner');

    // Your own row offers no Deactivate: it would lock you out.
    await expect(me.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
    await expect(me).toContainText('Active');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    // The browser logs the refusal (409); it is what this test is about.
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
    consoleErrors.splice(0);
  });

  test('375 px: each person is a card, and nothing scrolls sideways', async ({ page, users }) => {
    await page.setViewportSize(MOBILE);
    await users.create('estimator', 'Erin Estimator');
    await page.goto('/settings/team');
    const row = person(page, 'Erin Estimator');
    await expect(row.getByText('Last active')).toBeVisible();
    await expect(row.getByLabel('Role of Erin Estimator')).toBeVisible();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});

// The screens as crew and an estimator see them (the accessibility suite scans them as the owner).
for (const [role, paths] of [
  ['crew', ['/', '/projects', '/projects/:id', '/settings']],
  ['estimator', ['/settings']],
] as const) {
  for (const [label, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    test.describe(`${role} at ${label}`, () => {
      test.use({ role, viewport });

      for (const path of paths) {
        test(`${path} has no axe violations`, async ({ page, request }) => {
          let url: string = path;
          if (path.includes(':id')) {
            const list = (await (await request.get('/api/projects')).json()) as {
              items: { id: string }[];
            };
            url = path.replace(':id', list.items[0]!.id);
          }
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
}
