import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_ESTIMATE_INPUT } from '../src/domain/estimate/estimate';
import { formatUsdCents } from '../src/domain/format/format';
import type { StripeStandIn } from '../src/server/testing/stripe-stand-in';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../src/server/testing/stripe-stand-in';
import { allowConsoleErrors, DESKTOP, expect, MOBILE, test as base } from './fixtures';

// Getting paid, end to end: the office invoices a job from its project page, the homeowner
// pays the deposit on a phone through Stripe's Checkout (a stand-in on loopback that speaks
// the same API and signs its webhooks as Stripe does), the office records the final check,
// and the job's stage follows the money. Crew never sees any of it.

const test = base.extend<{ stripe: StripeStandIn }>({
  // eslint-disable-next-line no-empty-pattern
  stripe: async ({}, use) => {
    const stripe = await startStripeStandIn();
    await use(stripe);
    await stripe.close();
  },
  serverEnv: async ({ stripe }, use) =>
    use({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    }),
});

/** The amounts the office types: a $3,000 deposit, and the rest of the contract on completion. */
const DEPOSIT_CENTS = 300_000;

async function estimatedProject(request: APIRequestContext): Promise<string> {
  const p = await request.post('/api/projects', {
    data: { name: 'Garcia re-roof', address: '12 Oak St', customerName: 'Dana Garcia' },
  });
  expect(p.status()).toBe(201);
  const id = ((await p.json()) as { id: string }).id;
  const e = await request.post('/api/estimates', {
    data: { ...DEFAULT_ESTIMATE_INPUT, projectId: id },
  });
  expect(e.status()).toBe(201);
  return id;
}

/** The owner sets the company's default schedule in Settings: a deposit, the rest on completion. */
async function twoPartSchedule(page: Page) {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Invoices' });
  await expect(card.getByLabel('Part 3 label')).toHaveValue('Completion');
  await card.getByRole('button', { name: 'Remove part 3' }).click();
  await card.getByLabel('Part 2 label').fill('Completion');
  await card.getByLabel('Part 2 percent').fill('70');
  await card.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(card.getByRole('status')).toHaveText('✓ Invoice settings saved.');
  await shots(page, 'settings', card);
}

/** Console errors of a page the fixture does not watch (another browser context). */
function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url} on ${page.url()})`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Pictures at both widths, to look at (test-results): the page, or one part of it. */
async function shots(page: Page, name: string, part?: Locator) {
  for (const [width, viewport] of [
    [375, MOBILE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('an invoice is paid online on a phone, the rest by check, and the job follows the money', async ({
  page,
  request,
  server,
  stripe,
  users,
}) => {
  // Two browsers, Checkout and many steps through the real server: three times the usual time.
  test.slow();
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  const projectId = await estimatedProject(request);
  await page.setViewportSize(DESKTOP);
  await twoPartSchedule(page);
  const { contractTotalCents } = (await (
    await request.get(`/api/projects/${projectId}/invoices`)
  ).json()) as { contractTotalCents: number };
  const restCents = contractTotalCents - DEPOSIT_CENTS;
  expect(restCents).toBeGreaterThan(0);

  // The office makes the schedule from the project page, with its own amounts.
  await page.goto(`/projects/${projectId}`);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await invoices.getByRole('button', { name: 'Create invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create invoices' });
  await expect(dialog).toContainText(`Contract total ${formatUsdCents(contractTotalCents)}`);
  await dialog.getByLabel('Part 1 amount ($)').fill((DEPOSIT_CENTS / 100).toFixed(2));
  await dialog.getByLabel('Part 2 amount ($)').fill((restCents / 100).toFixed(2));
  await expect(dialog.getByRole('status')).toHaveText('The parts add up to the contract total.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(invoices.getByRole('status')).toContainText('as drafts.');
  const deposit = invoices.getByTestId('invoice').filter({ hasText: 'Deposit' });
  const completion = invoices.getByTestId('invoice').filter({ hasText: 'Completion' });
  await expect(deposit).toContainText(`Total ${formatUsdCents(DEPOSIT_CENTS)}`);
  await expect(completion).toContainText(`Total ${formatUsdCents(restCents)}`);
  const depositNumber = (await deposit.locator('p').first().innerText()).split(' · ')[0]!;

  await deposit.getByRole('button', { name: 'Send' }).click();
  const link = invoices.getByLabel(`Customer link for ${depositNumber}`);
  await expect(link).toHaveValue(/\/i\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(deposit.getByText('Sent', { exact: true })).toBeVisible();

  // The dashboard counts what is owed once it is sent.
  await page.goto('/');
  const owedToYou = page.getByRole('region', { name: 'Owed to you' });
  await expect(owedToYou).toContainText(`Outstanding${formatUsdCents(DEPOSIT_CENTS)}`);
  await expect(owedToYou).toContainText('Open invoices1');
  await shots(page, 'dashboard', page.getByRole('main'));

  // The homeowner opens the link on a phone, signed out, and pays by card.
  const home = await (await users.context(null)).newPage();
  const homeErrors = watch(home);
  await home.setViewportSize(MOBILE);
  await home.goto(url);
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${depositNumber}`);
  await expect(home.getByText('Dana Garcia')).toBeVisible();
  const owed = home.getByRole('region', { name: 'What is owed' });
  await expect(owed).toContainText(`Balance due${formatUsdCents(DEPOSIT_CENTS)}`);
  await expect(owed).toContainText(`Paid${formatUsdCents(0)}`);
  await shot(home, 'customer-invoice-375');
  expect(await axeViolations(home)).toEqual([]);
  const pay = home.getByRole('button', { name: `Pay ${formatUsdCents(DEPOSIT_CENTS)}` });
  await expect(pay).toBeVisible();
  // A phone's thumb: the Pay button is a full-width, 44 px target.
  expect((await pay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await pay.click();
  await expect(home.getByRole('heading', { name: 'Stand-in Checkout' })).toBeVisible();
  await expect(home.getByText('Amount: 3000.00 USD')).toBeVisible();
  await home.getByRole('button', { name: 'Pay by card' }).click();

  // Back from Checkout on the invoice's own page, which shows the payment at once.
  await home.waitForURL(url);
  await expect(owed).toContainText('Paid in full. Thank you!');
  await expect(owed).toContainText(`Paid${formatUsdCents(DEPOSIT_CENTS)}`);
  await expect(owed).toContainText(`Balance due${formatUsdCents(0)}`);
  await expect(home.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  const received = home.getByRole('region', { name: 'Payments received' });
  await expect(received).toContainText('Card (online)');
  await expect(received).toContainText(formatUsdCents(DEPOSIT_CENTS));
  await shot(home, 'customer-invoice-paid-375');
  await home.setViewportSize(DESKTOP);
  await shot(home, 'customer-invoice-paid-1280');
  expect(await axeViolations(home)).toEqual([]);

  // The office sees it paid, sends the completion invoice (the job is Invoiced) and records
  // the homeowner's check for it (the job is Paid).
  await page.reload();
  await expect(owedToYou).toContainText(`Outstanding${formatUsdCents(0)}`);
  await page.goto(`/projects/${projectId}`);
  await expect(deposit.getByText('Paid', { exact: true })).toBeVisible();
  await expect(invoices.getByTestId('job-money')).toContainText(
    `Collected ${formatUsdCents(DEPOSIT_CENTS)}`,
  );
  const stage = page.getByRole('combobox', { name: 'Stage' });
  await completion.getByRole('button', { name: 'Send' }).click();
  await expect(completion.getByText('Sent', { exact: true })).toBeVisible();
  await page.reload();
  await expect(stage).toHaveValue('invoiced');

  await completion.getByRole('button', { name: 'Record payment' }).click();
  const record = page.getByRole('dialog', { name: /Record a payment/ });
  await record.getByLabel('Amount ($)').fill((restCents / 100).toFixed(2));
  await record.getByLabel('Check number').fill('2201');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(invoices.getByRole('status')).toHaveText(
    new RegExp(`Recorded \\${formatUsdCents(restCents)} on .*\\. Balance \\$0\\.00\\.`),
  );
  await expect(completion).toContainText('Check #2201');
  await expect(invoices.getByTestId('job-money')).toContainText(
    `Collected ${formatUsdCents(contractTotalCents)} · Balance ${formatUsdCents(0)}`,
  );
  await page.reload();
  await expect(stage).toHaveValue('paid');
  await page.goto('/');
  await expect(owedToYou).toContainText(`Outstanding${formatUsdCents(0)}`);
  await expect(owedToYou).toContainText('Open invoices0');
  await page.goto(`/projects/${projectId}`);
  await shot(page, 'office-invoices-1280');
  await page.setViewportSize(MOBILE);
  await shot(page, 'office-invoices-375');

  // Crew opens the same job: no invoices, no figures, and the server refuses the money.
  const crew = await users.create('crew');
  const crewPage = await (await users.context(crew)).newPage();
  const crewErrors = watch(crewPage);
  await crewPage.goto(`/projects/${projectId}`);
  await expect(crewPage.getByRole('heading', { name: 'Garcia re-roof' })).toBeVisible();
  await expect(crewPage.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  await expect(crewPage.getByText(formatUsdCents(DEPOSIT_CENTS))).toHaveCount(0);
  const refused = await crewPage.request.get(`/api/projects/${projectId}/invoices`);
  expect(refused.status()).toBe(403);
  await crewPage.goto('/');
  await expect(crewPage.getByRole('region', { name: 'Summary' })).toBeVisible();
  await expect(crewPage.getByRole('region', { name: 'Owed to you' })).toHaveCount(0);
  expect(homeErrors, "console errors on the homeowner's phone").toEqual([]);
  expect(crewErrors, "console errors on crew's pages").toEqual([]);
});

test('voiding asks the reason in a dialog that keeps it when the server refuses', async ({
  request,
  users,
}) => {
  test.slow();
  // Its own page: the refused request below is a console error the fixture's page would fail on.
  const page = await (await users.context(users.me)).newPage();
  const errors = watch(page);
  const projectId = await estimatedProject(request);
  await page.goto(`/projects/${projectId}`);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await invoices.getByRole('button', { name: 'Create invoices' }).click();
  const create = page.getByRole('dialog', { name: 'Create invoices' });
  await create.getByLabel('Change order').check();
  await create.getByLabel('Description').fill('Replace 3 sheets of rotten decking');
  await create.getByLabel('Amount ($)').fill('450.00');
  await create.getByRole('button', { name: 'Create' }).click();
  const invoice = invoices.getByTestId('invoice').filter({ hasText: 'Change order' });
  await expect(invoice).toContainText(`Total ${formatUsdCents(45_000)}`);
  const number = (await invoice.locator('p').first().innerText()).split(' · ')[0]!;

  await invoice.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: `Void ${number}` });
  const reason = dialog.getByLabel('Why is it void?');
  await dialog.getByRole('button', { name: `Void ${number}` }).click();
  await expect(dialog.getByText('Write the reason')).toBeVisible();
  await page.setViewportSize(MOBILE);
  await shot(page, 'void-dialog-375');
  expect(await axeViolations(page)).toEqual([]);
  await expect(reason)
    .toBeFocused({ timeout: 1 })
    .catch(() => undefined);

  // The server is unreachable once: the dialog stays, with what was typed and why it failed.
  await page.route('**/api/invoices/*/void', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'The server is busy. Try again in a moment.', status: 503 }),
    }),
  );
  await reason.fill('Customer paid the decking in cash to the crew');
  await dialog.getByRole('button', { name: `Void ${number}` }).click();
  await expect(dialog.getByRole('alert')).toContainText('The server is busy');
  await expect(reason).toHaveValue('Customer paid the decking in cash to the crew');
  await page.unroute('**/api/invoices/*/void');
  await dialog.getByRole('button', { name: `Void ${number}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(invoices.getByRole('status')).toHaveText(`${number} is void.`);
  await expect(invoice.getByText('Void', { exact: true })).toBeVisible();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('503');
});

test('a check recorded with no signal is kept on the device and recorded once back online', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.slow();
  const projectId = await estimatedProject(request);
  const made = await request.post(`/api/projects/${projectId}/invoices`, {
    data: {
      label: 'Change order',
      lines: [{ description: 'Skylight flashing', amountCents: 62_500 }],
      taxPercent: 0,
    },
  });
  expect(made.status()).toBe(201);
  const [invoice] = ((await made.json()) as { invoices: { id: string; number: string }[] })
    .invoices;
  expect((await request.post(`/api/invoices/${invoice!.id}/send`, { data: {} })).status()).toBe(
    200,
  );

  // The app as a phone has it: one visit online, so the worker keeps it for use offline.
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/projects/${projectId}`);
  const row = page.getByRole('region', { name: 'Invoices' }).getByTestId('invoice');
  await expect(row).toContainText(`Balance ${formatUsdCents(62_500)}`);

  // On the roof, no signal: the homeowner hands over a check.
  await context.setOffline(true);
  await row.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /Record a payment/ });
  await dialog.getByLabel('Amount ($)').fill('625.00');
  await dialog.getByLabel('Check number').fill('3307');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('status')).toHaveText(
    `No connection: the payment of ${formatUsdCents(62_500)} on ${invoice!.number} is kept on this device and recorded when you are back online.`,
  );
  expect(
    ((await (await request.get(`/api/invoices/${invoice!.id}`)).json()) as { paidCents: number })
      .paidCents,
  ).toBe(0);

  // Back online: the outbox sends it (with its key: once), and the job shows it.
  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/invoices/${invoice!.id}`)).json()) as {
            paidCents: number;
          }
        ).paidCents,
      { timeout: 15_000 },
    )
    .toBe(62_500);
  // The emulated network of the service worker comes back a moment after the page's: the
  // screen's own refresh may still be answered from the worker's last copy, so read it again.
  await page.reload();
  await expect(row).toContainText('Check #3307');
  await expect(row).toContainText(`Balance ${formatUsdCents(0)}`);
  const stored = (await (await request.get(`/api/invoices/${invoice!.id}`)).json()) as {
    paidCents: number;
    payments: unknown[];
  };
  expect(stored).toMatchObject({ paidCents: 62_500 });
  expect(stored.payments).toHaveLength(1);

  // With no network the browser reports each request it could not make: not the app's error.
  const offline = /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/;
  allowConsoleErrors(consoleErrors, offline);
});
