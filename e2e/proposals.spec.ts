import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TestSmtp } from '../src/server/testing/test-smtp';
import { readMail, startTestSmtp } from '../src/server/testing/test-smtp';
import { formatLocalDate } from '../src/domain/format/format';
import { DESKTOP, expect, fillProposalSettings, MOBILE, test as base } from './fixtures';

// The office's side of proposals, on the project's page: create one from a saved estimate and
// pass its link on, see what the customer did, withdraw one. The customer's own page is another
// spec's; here the customer acts through the public API, as their page would.

/**
 * `customer` is the homeowner's side: API requests with no session, as from their phone (the
 * server counts no view by someone of the team checking a link).
 */
const test = base.extend<{ customer: APIRequestContext }>({
  customer: async ({ playwright, baseURL }, use) => {
    // Said outright: the test's own options (the owner's session cookie) would apply otherwise.
    const customer = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    await use(customer);
    await customer.dispose();
  },
});

const GOOD = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const BETTER = [{ materialId: 'asphalt-premium', quantity: 2000 }];

/**
 * A project with a saved two-option estimate: Good $10,590, Better $12,090; Settings ready for
 * a proposal.
 */
async function projectWithEstimate(request: APIRequestContext, name = 'Garcia Re-roof') {
  await fillProposalSettings(request);
  const project = await request.post('/api/projects', {
    data: {
      name,
      address: '12 Alder St, Portland, OR',
      customerName: 'Dana Garcia',
      customerEmail: 'dana@example.com',
    },
  });
  expect(project.status()).toBe(201);
  const p = (await project.json()) as { id: string };
  const estimate = await request.post('/api/estimates', {
    data: {
      projectId: p.id,
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: GOOD,
      options: [
        { name: 'Good', materials: GOOD },
        { name: 'Better', materials: BETTER },
      ],
      costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
      adjustments: { wastePercent: 0, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status()).toBe(201);
  const e = (await estimate.json()) as { id: string; number: number };
  return { projectId: p.id, estimateId: e.id, number: `EST-${String(e.number).padStart(6, '0')}` };
}

async function createProposal(request: APIRequestContext, estimateId: string) {
  const res = await request.post(`/api/estimates/${estimateId}/proposals`, { data: {} });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as { url: string; proposal: { id: string } };
  return { ...created, token: created.url.slice(created.url.lastIndexOf('/') + 1) };
}

/** The customer accepts the Better option with a typed signature. */
async function accept(customer: APIRequestContext, token: string) {
  const res = await customer.post(`/api/public/proposals/${token}/accept`, {
    data: { option: 1, signerName: 'Dana Garcia', agreed: true, signature: { kind: 'typed' } },
  });
  expect(res.status()).toBe(200);
}

const proposals = (page: Page) => page.getByRole('region', { name: 'Proposals' });
const proposal = (page: Page, name: string) =>
  proposals(page).getByRole('listitem', { name, exact: true });

/** WCAG 2.1 A/AA problems axe finds on the page as it is now. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** What TanStack Query takes for "the user came back to this tab". */
const refocus = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('create a proposal, copy its link; the customer accepts; the project follows', async ({
    page,
    context,
    request,
    customer,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const { projectId, number } = await projectWithEstimate(request);
    await page.goto(`/projects/${projectId}`);
    await expect(proposals(page)).toContainText(
      'No proposals yet. Create one from a saved estimate to send the customer a link to accept and sign.',
    );

    const create = proposals(page).getByRole('button', { name: 'Create proposal' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create proposal' });
    await expect(dialog.getByLabel('Saved estimate')).toBeFocused();
    await expect(dialog.getByLabel('Saved estimate')).toContainText(number);
    await expect(dialog.getByLabel('Valid for (days)')).toHaveValue('30');
    await dialog.getByLabel('Valid for (days)').fill('0');
    await dialog.getByRole('button', { name: 'Create proposal' }).click();
    await expect(dialog.getByText('Valid for must be at least 1 day')).toBeVisible();
    await dialog.getByLabel('Valid for (days)').fill('14');
    await dialog.getByRole('button', { name: 'Create proposal' }).click();

    const sent = page.getByRole('dialog', { name: 'Send the proposal' });
    const link = sent.getByLabel('Link for the customer');
    await expect(link).toBeFocused();
    const url = await link.inputValue();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/[A-Za-z0-9_-]{22,}$/);
    await expect(sent).toContainText('This link is shown only now');
    await sent.getByRole('button', { name: 'Copy link' }).click();
    await expect(sent.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // No SMTP_URL on this server: no email form, and it says so.
    await expect(sent.getByRole('button', { name: 'Email to customer' })).toHaveCount(0);
    await expect(sent).toContainText('Email is not set up');
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toHaveCount(0);
    await expect(create).toBeFocused();

    const item = proposal(page, `${number} · version 1`);
    await expect(item).toContainText(`${number} · version 1`);
    // Only copied, never emailed: the link exists, nothing says it reached the customer.
    await expect(item.locator('[data-status]')).toHaveText('Link created');
    await expect(item).toContainText(`${formatLocalDate(new Date())} by Test Owner`);
    const validUntil = new Date(Date.now() + 14 * 86_400_000);
    await expect(item).toContainText(formatLocalDate(validUntil));
    await expect(item).toContainText('Not opened yet');
    await expect(item.getByRole('list', { name: 'Options' })).toContainText('Good $10,590');
    await expect(item.getByRole('list', { name: 'Options' })).toContainText('Better $12,090');

    // The customer opens the link, then accepts; the office sees both on coming back to the tab.
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect((await customer.get(`/api/public/proposals/${token}`)).status()).toBe(200);
    await refocus(page);
    await expect(item).toContainText('Viewed once, just now');
    await expect(item.locator('[data-status]')).toHaveText('Viewed');
    await accept(customer, token);
    await refocus(page);
    await expect(item.locator('[data-status]')).toHaveText('Accepted');
    const today = formatLocalDate(new Date());
    await expect(item).toContainText(
      `Accepted Better ($12,090) — signed by Dana Garcia on ${today}`,
    );
    await expect(item.getByRole('listitem').filter({ hasText: 'Better' })).toContainText(
      'Accepted',
    );
    await expect(item.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
    // Accepting set the project's stage (Sold) and estimated cost: the page shows them, unreloaded.
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('sold');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('$12,090');

    await page.reload();
    await expect(item.locator('[data-status]')).toHaveText('Accepted');
    await expect(item).toContainText('signed by Dana Garcia');
    await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('sold');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('$12,090');

    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: /Download signed PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('withdraw an open proposal: it shows Withdrawn and its link answers 410; the one it replaced shows Replaced', async ({
    page,
    request,
    customer,
  }) => {
    const { projectId, estimateId, number } = await projectWithEstimate(request);
    const first = await createProposal(request, estimateId);
    const second = await createProposal(request, estimateId);
    await page.goto(`/projects/${projectId}`);
    const replaced = proposal(page, `${number} · version 1`);
    const open = proposal(page, `${number} · version 2`);
    await expect(replaced.locator('[data-status]')).toHaveText('Replaced');
    await expect(replaced.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
    await expect(open.locator('[data-status]')).toHaveText('Link created');

    const withdraw = open.getByRole('button', { name: `Withdraw ${number} version 2` });
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this proposal?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(withdraw).toBeFocused();
    await withdraw.click();
    await dialog.getByRole('button', { name: 'Withdraw proposal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open.locator('[data-status]')).toHaveText('Withdrawn');
    await expect(proposals(page).getByRole('status')).toContainText('was withdrawn');
    await expect(open.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

    expect((await customer.get(`/api/public/proposals/${second.token}`)).status()).toBe(410);
    expect((await customer.get(`/p/${second.token}`)).status()).toBe(410);
    expect((await customer.get(`/api/public/proposals/${first.token}`)).status()).toBe(410);
    await page.reload();
    await expect(open.locator('[data-status]')).toHaveText('Withdrawn');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an estimate already accepted: creating again shows the server’s refusal', async ({
    page,
    request,
    customer,
    consoleErrors,
  }) => {
    const { projectId, estimateId } = await projectWithEstimate(request);
    await accept(customer, (await createProposal(request, estimateId)).token);
    await page.goto(`/projects/${projectId}`);
    await proposals(page).getByRole('button', { name: 'Create proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create proposal' });
    await dialog.getByRole('button', { name: 'Create proposal' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Could not create the proposal');
    // The browser reports the refused request (a 409) on its console; that one is expected.
    expect(consoleErrors.every((e) => e.includes('409'))).toBe(true);
    consoleErrors.splice(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a project with no saved estimate: no proposals, and Create proposal says why it is off', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/projects', {
      data: { name: 'Bare project', address: '1 Elm St, Portland, OR' },
    });
    const { id } = (await res.json()) as { id: string };
    await page.goto(`/projects/${id}`);
    await expect(proposals(page)).toContainText('No proposals yet.');
    const create = proposals(page).getByRole('button', { name: 'Create proposal' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription('Save an estimate for this project first.');
  });

  test('crew see no proposals (they carry money); an estimator sees them', async ({
    request,
    users,
  }) => {
    const { projectId, estimateId, number } = await projectWithEstimate(request);
    await createProposal(request, estimateId);

    const crew = await (await users.context(await users.create('crew'))).newPage();
    await crew.goto(`/projects/${projectId}`);
    await expect(crew.getByRole('heading', { level: 1, name: 'Garcia Re-roof' })).toBeVisible();
    await expect(crew.getByRole('combobox', { name: 'Stage' })).toBeVisible();
    await expect(crew.getByRole('heading', { name: 'Proposals' })).toHaveCount(0);
    await expect(crew.getByRole('main')).not.toContainText('$');
    await expect(crew.getByRole('main')).not.toContainText(number);

    const estimator = await (await users.context(await users.create('estimator'))).newPage();
    await estimator.goto(`/projects/${projectId}`);
    await expect(proposal(estimator, `${number} · version 1`)).toContainText('Link created');
    await expect(
      proposals(estimator).getByRole('button', { name: 'Create proposal' }),
    ).toBeEnabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the proposals and the link dialog fit 375 px with no sideways scroll', async ({
    page,
    request,
    customer,
  }) => {
    const { projectId, estimateId, number } = await projectWithEstimate(request);
    await accept(customer, (await createProposal(request, estimateId)).token);
    const other = await projectWithEstimate(request, 'Second roof');
    await page.goto(`/projects/${projectId}`);
    await expect(proposal(page, `${number} · version 1`)).toContainText('signed by Dana Garcia');
    const scrolls = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await scrolls()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/projects/${other.projectId}`);
    await proposals(page).getByRole('button', { name: 'Create proposal' }).click();
    await page
      .getByRole('dialog', { name: 'Create proposal' })
      .getByRole('button', { name: 'Create proposal' })
      .click();
    const sent = page.getByRole('dialog', { name: 'Send the proposal' });
    await expect(sent.getByLabel('Link for the customer')).toHaveValue(/\/p\//);
    expect(await scrolls()).toBe(false);
    const box = await sent.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * The server's mail goes to a loopback SMTP server. `refuse` is read on each recipient, so a
 * test can have one address refused (550) and the next accepted.
 */
const mailTest = test.extend<{ mail: { smtp: TestSmtp; options: { refuse: boolean } } }>({
  // eslint-disable-next-line no-empty-pattern
  mail: async ({}, use) => {
    const options = { refuse: false };
    const smtp = await startTestSmtp(options);
    await use({ smtp, options });
    await smtp.close();
  },
  serverEnv: async ({ mail }, use) => use({ SMTP_URL: mail.smtp.url }),
});

mailTest.describe('with email set up', () => {
  mailTest.use({ viewport: DESKTOP });

  mailTest(
    'email the link to the customer: a refused address is said next to the form, then it is sent',
    async ({ page, request, mail, consoleErrors }) => {
      const { projectId, number } = await projectWithEstimate(request);
      await page.goto(`/projects/${projectId}`);
      await proposals(page).getByRole('button', { name: 'Create proposal' }).click();
      await page
        .getByRole('dialog', { name: 'Create proposal' })
        .getByRole('button', { name: 'Create proposal' })
        .click();
      const sent = page.getByRole('dialog', { name: 'Send the proposal' });
      const url = await sent.getByLabel('Link for the customer').inputValue();
      const to = sent.getByLabel('Customer email');
      await expect(to).toHaveValue('dana@example.com');

      await to.fill('dana@');
      await sent.getByRole('button', { name: 'Email to customer' }).click();
      await expect(sent.getByText('Enter a valid email address')).toBeVisible();
      await expect(to).toHaveValue('dana@');

      mail.options.refuse = true;
      await to.fill('nobody@example.com');
      await sent.getByRole('button', { name: 'Email to customer' }).click();
      await expect(sent.getByRole('alert')).toContainText('Not sent');
      await expect(to).toHaveValue('nobody@example.com');
      mail.options.refuse = false;
      // The refused send (a 502) is on the browser's console: expected here.
      expect(consoleErrors.every((e) => /50[23]/.test(e))).toBe(true);
      consoleErrors.splice(0);

      await to.fill('dana.garcia@example.com');
      await sent.getByRole('button', { name: 'Email to customer' }).click();
      await expect(sent.getByRole('status').filter({ hasText: 'Sent to' })).toHaveText(
        'Sent to dana.garcia@example.com.',
      );
      const message = mail.smtp.received.find((m) => m.to.includes('dana.garcia@example.com'));
      expect(readMail(message!.raw).text).toContain(url);

      await sent.getByRole('button', { name: 'Done' }).click();
      const item = proposal(page, `${number} · version 1`);
      await expect(item).toContainText(`dana.garcia@example.com on ${formatLocalDate(new Date())}`);
      // Emailed: now it was sent.
      await expect(item.locator('[data-status]')).toHaveText('Sent');
    },
  );
});
