import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, openAccountMenu, test } from './fixtures';

// A new owner's first hour: inviting the team one after another, replacing a lost link,
// withdrawing an invitation, and finding Projects, Settings, Team and Account from any screen.

const SHOTS = process.env.RIDGELINE_SHOTS_DIR;

const person = (page: Page, name: string) =>
  page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: name });
const invitation = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Pending invitations' })
    .getByRole('listitem')
    .filter({ hasText: name });

async function invite(page: Page, name: string, email: string, role: string) {
  const form = page.getByRole('region', { name: 'Invite someone' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Invite' }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

for (const [label, viewport] of [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`invitations at ${label}`, () => {
    test.use({ viewport });

    test('two invitations in a row both stay; New link ends the old one; Revoke withdraws', async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      await page.goto('/settings/team');
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
      const pending = page.getByRole('region', { name: 'Pending invitations' });
      await expect(pending).toContainText('None.');
      await expect(page.getByRole('region', { name: 'People' })).toContainText('Only you so far');
      // Your own row cannot lock you out.
      await expect(
        person(page, 'Test Owner').getByRole('button', { name: /Deactivate/ }),
      ).toHaveCount(0);

      await invite(page, 'Dale Harmon', 'dale@example.com', 'crew');
      const daleLink = pending.getByRole('textbox', { name: 'Invitation link for Dale Harmon' });
      await expect(daleLink).toHaveValue(new RegExp(`^${baseURL}/invite/[\\w-]{20,}$`));
      const firstDaleUrl = await daleLink.inputValue();

      await invite(page, 'Ana Lopez', 'ana@example.com', 'estimator');
      const anaLink = pending.getByRole('textbox', { name: 'Invitation link for Ana Lopez' });
      await expect(anaLink).toHaveValue(new RegExp(`^${baseURL}/invite/[\\w-]{20,}$`));
      await expect(anaLink).toBeFocused();
      // The first person's link is still on the screen, beside the second's.
      await expect(daleLink).toHaveValue(firstDaleUrl);
      await expect(invitation(page, 'Ana Lopez')).toContainText('Estimator');
      await expect(invitation(page, 'Ana Lopez')).toContainText('ana@example.com');
      await expect(invitation(page, 'Ana Lopez')).toContainText(/Link expires on \w{3} \d+, \d{4}/);
      await expect(invitation(page, 'Dale Harmon')).toContainText('Crew');
      // Newest first.
      await expect(
        page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem').first(),
      ).toContainText('Ana Lopez');
      const people = page.getByRole('region', { name: 'People' });
      await expect(people).not.toContainText('Only you so far');
      await expect(people).toContainText('The people you invited appear here');

      // Dale lost the link: a new one, and the old one stops working.
      await invitation(page, 'Dale Harmon')
        .getByRole('button', { name: 'New link for Dale Harmon' })
        .click();
      await expect(invitation(page, 'Dale Harmon')).toContainText(
        'New link for Dale Harmon created. The link given out before no longer works.',
      );
      await expect(daleLink).not.toHaveValue(firstDaleUrl);
      await expect(daleLink).toHaveValue(new RegExp(`^${baseURL}/invite/[\\w-]{20,}$`));
      const newDaleUrl = await daleLink.inputValue();
      await expect(anaLink).toBeVisible();

      // Ana is not joining after all.
      await invitation(page, 'Ana Lopez')
        .getByRole('button', { name: 'Revoke the invitation for Ana Lopez' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Revoke the invitation for Ana Lopez?' });
      await expect(confirm).toContainText('Their link stops working at once.');
      await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
      await expect(confirm).toBeHidden();
      await expect(invitation(page, 'Ana Lopez')).toHaveCount(0);
      // The invite form's note about her went with it.
      await expect(page.getByRole('region', { name: 'Invite someone' })).not.toContainText(
        'Ana Lopez',
      );
      await expect(
        pending.getByRole('status').filter({ hasText: 'The invitation for Ana Lopez is revoked.' }),
      ).toBeAttached();
      await expect(daleLink).toHaveValue(newDaleUrl);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/team-${viewport.width}.png`, fullPage: true });

      // Nothing scrolls sideways, links and all.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      expect(consoleErrors).toEqual([]);
    });

    test('only the new link lets the person in; the team and the log then name them once', async ({
      page,
      request,
      users,
    }) => {
      const made = await request.post('/api/invitations', {
        data: { name: 'Dale Harmon', email: 'dale@example.com', role: 'crew' },
      });
      const first = (await made.json()) as { url: string; invitation: { id: string } };
      const renewed = await request.post(`/api/invitations/${first.invitation.id}/new-link`);
      const { url: newUrl } = (await renewed.json()) as { url: string };
      await page.goto('/settings/team');
      await expect(invitation(page, 'Dale Harmon')).toContainText('Crew');
      // No link on a later visit: only its hash is kept.
      await expect(page.getByRole('textbox', { name: /Invitation link/ })).toHaveCount(0);

      const dale = await (await users.context(null)).newPage();
      await dale.goto(new URL(first.url).pathname);
      await expect(
        dale.getByRole('heading', { level: 1, name: 'This link is not valid any more' }),
      ).toBeVisible();
      await dale.goto(new URL(newUrl).pathname);
      await expect(
        dale.getByRole('heading', { level: 1, name: 'Welcome, Dale Harmon' }),
      ).toBeVisible();
      await dale.getByLabel('Password').fill('dale has a long password');
      await dale.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(dale.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      await page.reload();
      await expect(person(page, 'Dale Harmon')).toContainText('dale@example.com');
      await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(
        'None.',
      );
      await expect(page.getByRole('region', { name: 'People' })).not.toContainText(
        'Only you so far',
      );

      await page.goto('/');
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      await expect(activity.getByRole('listitem').first()).toHaveText(
        /^Dale Harmon joined the team as Crew/,
      );
      await expect(activity).toContainText(
        'Test Owner issued a new invitation link for Dale Harmon',
      );
      await expect(activity).not.toContainText('joined the team Dale Harmon');
    });
  });
}

test.describe('the header at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the owner: the spec’s links, Projects, and an account menu usable by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const main = banner.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveText([
      'Dashboard',
      'Pitch Finder',
      'Map View',
      'Estimator',
      'Projects',
      'Pipeline',
      'My jobs',
      'Schedule',
      'Reports',
    ]);
    await main.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const account = banner.getByRole('button', { name: 'Test Owner' });
    await expect(account).toHaveAccessibleDescription('Owner');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('navigation', { name: 'Account' })).toHaveCount(0);

    // Keyboard: open, Escape closes and gives the focus back.
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = banner.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link')).toHaveText([
      'Receivables',
      'Crews',
      'Settings',
      'Team',
      'Account',
    ]);
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-menu-1280.png` });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
    await expect(menu).toHaveCount(0);

    // Open again and follow Team with the keyboard: Tab to each link in turn, Enter.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Receivables' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Crews' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Team' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/settings/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'false');

    // A click elsewhere closes it too.
    await account.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Team' }).click();
    await expect(menu).toHaveCount(0);

    await account.click();
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await account.click();
    await menu.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });

  test.describe('crew', () => {
    test.use({ role: 'crew' });

    test('see Projects and only Account and Sign out in their menu', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
        'Dashboard',
        'Pitch Finder',
        'Map View',
        'Projects',
        'Pipeline',
        'My jobs',
      ]);
      await openAccountMenu(page);
      const menu = banner.getByRole('navigation', { name: 'Account' });
      await expect(menu.getByRole('link')).toHaveText(['Account']);
      await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await menu.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/login');
    });
  });
});

test.describe('the phone menu at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the owner: Projects, Settings, Team, Account and Sign out; Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('button', { name: 'Test Owner' })).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Pitch Finder',
      'Map View',
      'Estimator',
      'Projects',
      'Pipeline',
      'My jobs',
      'Schedule',
      'Reports',
    ]);
    await expect(banner).toContainText('Test OwnerOwner');
    const account = banner.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link')).toHaveText([
      'Receivables',
      'Crews',
      'Settings',
      'Team',
      'Account',
    ]);
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-menu-375.png`, fullPage: true });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await expect(account).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await toggle.click();
    await account.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await toggle.click();
    await banner
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Projects' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test.describe('crew', () => {
    test.use({ role: 'crew' });

    test('see no Estimator, Settings or Team', async ({ page }) => {
      await page.goto('/');
      await openAccountMenu(page);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
        'Dashboard',
        'Pitch Finder',
        'Map View',
        'Projects',
        'Pipeline',
        'My jobs',
      ]);
      await expect(
        banner.getByRole('navigation', { name: 'Account' }).getByRole('link'),
      ).toHaveText(['Account']);
      await expect(banner).toContainText('Test CrewCrew');
    });
  });
});
