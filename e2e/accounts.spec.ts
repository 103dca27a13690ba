import type { Page } from '@playwright/test';
import { DESKTOP, expect, MOBILE, openAccountMenu, test } from './fixtures';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The errors a second page logs, to check they are only the ones a test expects. */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test.describe('a new Ridgeline, with no user yet', () => {
  test.use({ role: null, viewport: MOBILE });

  test('setup creates the owner and opens the dashboard', async ({ page }) => {
    await page.goto('/projects');
    await expect(page).toHaveURL('/setup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create the owner account' }),
    ).toBeVisible();
    // Signed out there is nowhere to go: no links, no menu.
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Your name').fill('Rosa Ridge');
    await page.getByLabel('Email').fill('Rosa@Example.com');
    await page.getByLabel('Password').fill('too short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await openAccountMenu(page);
    await expect(page.getByRole('banner')).toContainText('Rosa RidgeOwner');
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account' }),
    ).toHaveAttribute('href', '/account');

    // Setup happens once: signed in it leads on to the app, signed out to sign-in.
    await page.goto('/setup');
    await expect(page).toHaveURL('/');
  });
});

test.describe('signing in', () => {
  test.use({ role: null, viewport: DESKTOP });

  test('a signed-out visit signs in and comes back to the page first asked for', async ({
    page,
    users,
  }) => {
    const erin = await users.create('estimator', 'Erin Estimator');
    await page.goto('/projects?status=pending');
    await expect(page).toHaveURL('/login?next=%2Fprojects%3Fstatus%3Dpending');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await signIn(page, erin.email, erin.password);
    await expect(page).toHaveURL('/projects?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('button', { name: 'Erin Estimator' }),
    ).toHaveAccessibleDescription('Estimator');

    // Signed in, the sign-in and setup pages lead on to the app.
    await page.goto('/login?next=/map');
    await expect(page).toHaveURL('/map');
    await page.goto('/setup');
    await expect(page).toHaveURL('/');
  });

  test('setup is closed once a user exists', async ({ page, users }) => {
    await users.create('owner');
    await page.goto('/setup');
    await expect(page).toHaveURL('/login');
  });

  test('a next that leads to another site is not followed', async ({ page, users }) => {
    const owner = await users.create('owner');
    await page.goto('/login?next=//example.com/phish');
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password says so and keeps what was typed; many make it wait', async ({
    page,
    users,
    consoleErrors,
  }) => {
    const owner = await users.create('owner');
    await page.goto('/login');
    await signIn(page, owner.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await expect(page.getByLabel('Password')).toHaveValue('not the password');
    await expect(page).toHaveURL('/login');

    for (let i = 2; i <= 5; i++) {
      await page.getByLabel('Password').fill(`wrong guess ${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    }
    // Even the right password waits now.
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed sign-ins. Try again in 15 min.',
    );
    await expect(page).toHaveURL('/login');
    // The browser logs each refused sign-in; those refusals are what this test is about.
    expect(consoleErrors.length).toBeGreaterThan(0);
    expect(consoleErrors.every((e) => / 40[13] | 429 /.test(e))).toBe(true);
    consoleErrors.splice(0);
  });
});

test.describe('signing out', () => {
  test('from the header at 1280 px', async ({ page, users }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/estimator');
    const banner = page.getByRole('banner');
    const me = banner.getByRole('button', { name: users.me!.user.name });
    await expect(me).toHaveAccessibleDescription('Owner');
    await expect(banner.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await me.click();
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // The session is over on the server too, not only in this tab.
    await page.goto('/estimator');
    await expect(page).toHaveURL('/login?next=%2Festimator');
  });

  test('from the menu at 375 px', async ({ page, users }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('banner').getByText(users.me!.user.name).filter({ visible: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});

test.describe('invitations', () => {
  test.use({ viewport: MOBILE });

  test('an invited person opens the link, sets a password and is signed in', async ({
    request,
    users,
  }) => {
    const made = await request.post('/api/invitations', {
      data: { name: 'Cora Crew', email: 'cora@example.com', role: 'crew' },
    });
    expect(made.status()).toBe(201);
    const { url } = (await made.json()) as { url: string };

    const invited = await (await users.context(null)).newPage();
    const errors = consoleErrorsOf(invited);
    await invited.goto(url);
    await expect(
      invited.getByRole('heading', { level: 1, name: 'Welcome, Cora Crew' }),
    ).toBeVisible();
    await expect(invited.getByText('as Crew')).toBeVisible();
    await expect(invited.getByText('cora@example.com')).toBeVisible();

    await invited.getByLabel('Password').fill('short');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invited.getByText('Password must be at least 10 characters')).toBeVisible();
    await invited.getByLabel('Password').fill('cora has a long password');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();

    await expect(invited).toHaveURL('/');
    await expect(invited.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await openAccountMenu(invited);
    await expect(invited.getByRole('banner')).toContainText('Cora CrewCrew');

    // The link works once.
    await invited.goto(url);
    await expect(
      invited.getByRole('heading', { level: 1, name: 'This link is not valid any more' }),
    ).toBeVisible();
    // The browser logs the used link's 404; that refusal is the point of the last step.
    expect(errors.every((e) => e.includes('404'))).toBe(true);
  });

  test('a password reset link sets a new password and signs in', async ({ request, users }) => {
    const erin = await users.create('estimator', 'Erin Estimator');
    const made = await request.post(`/api/users/${erin.user.id}/password-reset`);
    expect(made.status()).toBe(201);
    const { url } = (await made.json()) as { url: string };

    const page = await (await users.context(null)).newPage();
    const errors = consoleErrorsOf(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText(erin.email)).toBeVisible();
    await page.getByLabel('Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL('/');
    await openAccountMenu(page);
    await expect(
      page.getByRole('banner').getByText('Erin Estimator').filter({ visible: true }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown link says so and offers sign-in', async ({ page, consoleErrors }) => {
    await page.goto('/invite/not-a-real-token');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is not valid any more' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Ask the owner of your Ridgeline');
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    // The browser logs the 404 of the unknown link, which this test asked for.
    expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
    consoleErrors.splice(0);
  });
});

test('deactivating a user ends their session at their next request', async ({ request, users }) => {
  const carl = await users.create('crew', 'Carl Crew');
  const page = await (await users.context(carl)).newPage();
  const errors = consoleErrorsOf(page);
  await page.goto('/pitch-finder');
  await expect(page.getByRole('heading', { level: 1, name: 'Roof Pitch Finder' })).toBeVisible();

  const r = await request.patch(`/api/users/${carl.user.id}`, { data: { active: false } });
  expect(r.status()).toBe(200);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, carl.email, carl.password);
  // Their right password answers as a wrong one would: a guesser learns nothing from it.
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  // The refused dashboard and sign-in (both 401) are logged by the browser, and nothing else.
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.every((e) => / 401 /.test(e))).toBe(true);
});

test('your account: change your name and your password', async ({ page, users, consoleErrors }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(users.me!.email)).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Olive Owner');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').getByText('Name saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Olive Owner' })).toBeVisible();

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('an even longer password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('an even longer password');
  // The browser logs the refused change (400); that refusal is what this step is about.
  expect(consoleErrors.every((e) => e.includes('400'))).toBe(true);
  consoleErrors.splice(0);

  await page.getByLabel('Current password').fill(users.me!.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').getByText('Password changed.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // The new password is the one that signs in now.
  await openAccountMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, users.me!.email, 'an even longer password');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a session that ends while estimating: sign in again and the estimate is still there', async ({
  page,
  request,
  users,
  consoleErrors,
}) => {
  await page.goto('/estimator');
  await page.getByLabel('Pitch (x:12)').fill('12');
  await expect(page).toHaveURL(/\/estimator\?e=/);
  // Signed out on another device: that ends this browser's session too.
  expect((await request.delete('/api/session')).status()).toBe(204);

  // Saving starts by listing the projects to save to: the first request the ended session meets.
  await page.getByRole('button', { name: 'Save Estimate' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Festimator%3Fe%3D/);
  await signIn(page, users.me!.email, users.me!.password);
  // The estimator keeps its form in its address, which the sign-in page came back to.
  await expect(page).toHaveURL(/\/estimator\?e=/);
  await expect(page.getByLabel('Pitch (x:12)')).toHaveValue('12');
  // The browser logs the refused request (401) that found the session over.
  expect(consoleErrors.every((e) => e.includes('401'))).toBe(true);
  consoleErrors.splice(0);
});
