import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatUsd } from '../src/domain/format/format';
import type { EstimateTotals } from '../src/domain/estimate/estimate';
import type { ProposalSummary } from '../src/domain/proposal/proposal';
import { pdfToText } from '../src/server/testing/pdf-text';
import type { TestUsers } from './fixtures';
import { DESKTOP, expect, fillProposalSettings, test } from './fixtures';

// The customer's page behind a proposal link, /p/<token>: a homeowner with no account opens it
// (a fresh browser with no session, on a phone), compares the options, and accepts one with a
// signature or declines. The office's side is in proposals.spec.ts.

const PHONE = { width: 375, height: 740 };

const GOOD = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const BETTER = [
  { materialId: 'asphalt-premium', quantity: 2000 },
  { materialId: 'flashing', quantity: 120 },
];

const TERMS = 'A 30% deposit is due when work is scheduled.\nThe balance is due on completion.';

interface Sent {
  projectId: string;
  estimateId: string;
  proposalId: string;
  url: string;
  token: string;
  options: { name: string; totals: EstimateTotals }[];
}

/** The company profile and terms the proposal freezes. */
const companySettings = (request: APIRequestContext) =>
  fillProposalSettings(request, {
    company: {
      name: 'Summit Roofing Co.',
      phone: '(503) 555-0100',
      email: 'office@summitroofing.example',
      licenseNumber: 'CCB 204518',
      address: '400 SE Grand Ave, Portland, OR 97214',
    },
    proposalTerms: TERMS,
  });

/** A project for Dana Garcia, a saved estimate (two options unless `oneOption`), a proposal. */
async function sendProposal(
  request: APIRequestContext,
  { oneOption = false }: { oneOption?: boolean } = {},
): Promise<Sent> {
  await companySettings(request);
  const project = await request.post('/api/projects', {
    data: {
      name: 'Garcia Re-roof',
      address: '2847 SE Belmont St, Portland, OR 97214',
      customerName: 'Dana Garcia',
      customerEmail: 'dana@example.com',
    },
  });
  expect(project.status()).toBe(201);
  const { id: projectId } = (await project.json()) as { id: string };
  const estimate = await request.post('/api/estimates', {
    data: {
      projectId,
      roofAreaSqFt: 2000,
      pitch: 6,
      laborRateCents: 250,
      materials: GOOD,
      ...(oneOption
        ? {}
        : {
            options: [
              { name: 'Good', materials: GOOD },
              { name: 'Better', materials: BETTER },
            ],
          }),
      costs: [{ description: 'Removal of old roofing', amountCents: 150000 }],
      adjustments: { wastePercent: 10, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status()).toBe(201);
  const saved = (await estimate.json()) as { id: string; options: Sent['options'] };
  const res = await request.post(`/api/estimates/${saved.id}/proposals`, { data: {} });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as { url: string; proposal: { id: string } };
  const url = new URL(created.url).pathname;
  return {
    projectId,
    estimateId: saved.id,
    proposalId: created.proposal.id,
    url,
    token: url.slice('/p/'.length),
    options: saved.options,
  };
}

/** The office's view of the project's newest proposal. */
async function officeView(request: APIRequestContext, projectId: string) {
  const list = (await (
    await request.get(`/api/projects/${projectId}/proposals`)
  ).json()) as ProposalSummary[];
  return list[0]!;
}

/** A browser with no session at all, as the customer's phone: its page and its console errors. */
async function customerPage(users: TestUsers, viewport = PHONE) {
  const page = await (await users.context(null)).newPage();
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** A signature drawn across the pad with the pointer: two strokes, as a hand would. */
async function drawSignature(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(...at(0.1 + i * 0.05, 0.6 - Math.sin(i / 2) * 0.25), { steps: 2 });
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.55, 0.3));
  await page.mouse.down();
  await page.mouse.move(...at(0.85, 0.7), { steps: 8 });
  await page.mouse.up();
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('on a phone, the customer compares the options, signs with a finger and accepts Better', async ({
  request,
  users,
}) => {
  const sent = await sendProposal(request);
  const good = sent.options[0]!;
  const better = sent.options[1]!;
  const { page, errors } = await customerPage(users);
  await page.goto(sent.url);

  await expect(page).toHaveTitle('Proposal from Summit Roofing Co. for Dana Garcia');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proposal for Dana Garcia' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Summit Roofing Co.');
  await expect(header).toContainText('License CCB 204518');
  await expect(header.getByRole('link', { name: '(503) 555-0100' })).toHaveAttribute(
    'href',
    'tel:5035550100',
  );
  await expect(page.getByRole('main')).toContainText('2847 SE Belmont St, Portland, OR 97214');
  await expect(page.getByText('Valid until')).toBeVisible();

  // Both options, each with its lines and its own total, as frozen in the proposal.
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, 'Good')).toContainText('Asphalt Shingles (Standard)2,000 sq ft');
  await expect(card(page, 'Good')).toContainText(formatUsd(good.totals.totalCents));
  await expect(card(page, 'Better')).toContainText('Asphalt Shingles (Premium)2,000 sq ft');
  await expect(card(page, 'Better')).toContainText('Flashing120 linear ft');
  await expect(card(page, 'Better')).toContainText('Waste allowance (10%)');
  await expect(card(page, 'Better')).toContainText('Removal of old roofing$1,500');
  await expect(card(page, 'Better')).toContainText(formatUsd(better.totals.totalCents));
  // On a phone the options stack: Better is below Good, not beside it.
  const goodBox = (await card(page, 'Good').boundingBox())!;
  const betterBox = (await card(page, 'Better').boundingBox())!;
  expect(betterBox.y).toBeGreaterThan(goodBox.y + goodBox.height - 1);
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText(
    'The balance is due on completion.',
  );

  await card(page, 'Better').getByRole('button', { name: 'Accept Better' }).click();
  const form = page.getByRole('region', { name: 'Accept Better' });
  await expect(form.getByRole('heading', { name: 'Accept Better' })).toBeFocused();
  await expect(form).toContainText(formatUsd(better.totals.totalCents));

  // Nothing filled in: a message next to each field, and no request.
  await form.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(form.getByText('Enter your full name.')).toBeVisible();
  await expect(form.getByText('Draw your signature in the box')).toBeVisible();
  await expect(form.getByText('Tick the box to agree to the terms.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();

  await form.getByLabel('Full name').fill('Dana Garcia');
  const pad = form.getByRole('img', { name: 'Signature drawing area' });
  // The canvas is drawn at the screen's pixel density (at most 800 px across).
  const size = await pad.evaluate((c: HTMLCanvasElement) => [c.width, c.offsetWidth]);
  expect(size[0]).toBeGreaterThanOrEqual(size[1]!);
  expect(size[0]).toBeLessThanOrEqual(800);
  await drawSignature(page, pad);
  await expect(form.getByText('Draw your signature in the box')).toHaveCount(0);
  await form.getByLabel('I agree to the terms').check();
  await form.getByRole('button', { name: 'Accept proposal' }).click();

  const outcome = page.getByRole('heading', { name: 'Proposal accepted' });
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('main')).toContainText(
    `You accepted Better (${formatUsd(better.totals.totalCents)}) on `,
  );
  await expect(page.getByRole('main')).toContainText('Thank you!');
  await expect(page.getByRole('main')).toContainText('Signed by Dana Garcia.');
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(card(page, 'Better')).toContainText('Accepted');

  // The office sees it, with the drawn signature.
  const summary = await officeView(request, sent.projectId);
  expect(summary.status).toBe('accepted');
  expect(summary.acceptedOption?.name).toBe('Better');
  expect(summary.signerName).toBe('Dana Garcia');

  // Opening the link again shows the outcome, not the forms.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Proposal accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download signed PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = test.info().outputPath('signed.pdf');
  await download.saveAs(file);
  const text = pdfToText(fs.readFileSync(file));
  expect(text).toContain('Dana Garcia');
  expect(text).toContain('SHA-256');

  expect(errors).toEqual([]);
});

test('the customer declines with a reason', async ({ request, users }) => {
  const sent = await sendProposal(request);
  const { page, errors } = await customerPage(users, DESKTOP);
  await page.goto(sent.url);

  // On a wide screen the options sit side by side.
  const goodBox = (await card(page, 'Good').boundingBox())!;
  const betterBox = (await card(page, 'Better').boundingBox())!;
  expect(Math.abs(betterBox.y - goodBox.y)).toBeLessThan(2);
  expect(betterBox.x).toBeGreaterThan(goodBox.x + goodBox.width - 1);

  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const form = page.getByRole('region', { name: 'Decline this proposal' });
  await expect(form.getByRole('heading')).toBeFocused();
  await form.getByLabel('Reason (optional)').fill('We went with a metal roof from someone else.');
  await form.getByRole('button', { name: 'Decline proposal' }).click();

  await expect(page.getByRole('heading', { name: 'Proposal declined' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('You declined this proposal on ');
  await expect(page.getByRole('main')).toContainText(
    'Your reason: We went with a metal roof from someone else.',
  );
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/public/proposals/${sent.token}/pdf`,
  );
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  const summary = await officeView(request, sent.projectId);
  expect(summary.status).toBe('declined');
  expect(summary.declineReason).toBe('We went with a metal roof from someone else.');
  expect(errors).toEqual([]);
});

test('keyboard only: Escape leaves a form, and a typed name signs a one-option proposal', async ({
  request,
  users,
}) => {
  const sent = await sendProposal(request, { oneOption: true });
  const total = formatUsd(sent.options[0]!.totals.totalCents);
  const { page, errors } = await customerPage(users);
  await page.goto(sent.url);

  // One option: no option names, one "Accept proposal".
  await expect(page.getByRole('article', { name: 'Your price' })).toContainText(total);
  await expect(page.getByRole('heading', { name: 'Good' })).toHaveCount(0);

  /** Tabs forward until the named control has focus (at most 40 stops). */
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('the control was never reached with Tab');
  };

  const acceptButton = page.getByRole('button', { name: 'Accept proposal' });
  await tabTo(acceptButton);
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: 'Accept this proposal' });
  await expect(form.getByRole('heading', { name: 'Accept this proposal' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(acceptButton).toBeFocused();

  const decline = page.getByRole('button', { name: 'Decline', exact: true });
  await tabTo(decline);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Decline this proposal' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(decline).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(acceptButton).toBeFocused();
  await page.keyboard.press('Enter');
  // The form moves the focus to its heading once it has rendered: Tab only after that.
  await expect(form.getByRole('heading', { name: 'Accept this proposal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Dana Q. Garcia');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Type your name as your signature instead')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByRole('img', { name: 'Signature drawing area' })).toHaveCount(0);
  await expect(form).toContainText('Your signature will read:Dana Q. Garcia');
  const agree = form.getByLabel('I agree to the terms');
  await tabTo(agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await tabTo(form.getByRole('button', { name: 'Accept proposal' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Proposal accepted' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`You accepted this proposal (${total}) on `);
  await expect(page.getByRole('main')).toContainText('Signed by Dana Q. Garcia (typed name).');
  const summary = await officeView(request, sent.projectId);
  expect(summary.signerName).toBe('Dana Q. Garcia');
  expect(errors).toEqual([]);
});

test('an answer the server refuses: a 400 shows by its field, a 409 reloads the proposal', async ({
  request,
  users,
}) => {
  const sent = await sendProposal(request);
  const { page, errors } = await customerPage(users);
  await page.goto(sent.url);
  await page.getByRole('button', { name: 'Accept Good' }).click();
  const form = page.getByRole('region', { name: 'Accept Good' });
  await form.getByLabel('Full name').fill('Dana Garcia');
  await form.getByLabel('Type your name as your signature instead').check();
  await form.getByLabel('I agree to the terms').check();

  // A refusal naming the field (as the server's 400 would): shown there, nothing lost.
  await page.route(`**/api/public/proposals/${sent.token}/accept`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'signerName', message: 'Full name must not contain control characters' }],
      }),
    }),
  );
  await form.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(form.getByText('Full name must not contain control characters')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Dana Garcia');
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('I agree to the terms')).toBeChecked();
  await page.unroute(`**/api/public/proposals/${sent.token}/accept`);

  // Meanwhile the proposal was declined (another device): the server's 409 message, then the
  // proposal as it now stands.
  const declined = await request.post(`/api/public/proposals/${sent.token}/decline`, {
    data: {},
  });
  expect(declined.status()).toBe(200);
  await form.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(page.getByRole('alert')).toContainText('This proposal was already declined.');
  await expect(page.getByRole('heading', { name: 'Proposal declined' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // The browser logs the two refused requests (400, 409): they are what this test is about.
  expect(errors).toHaveLength(2);
  expect(errors.every((e) => / 40[09] /.test(e))).toBe(true);
});

test.describe('links that can no longer be accepted', () => {
  test('an expired proposal shows its options but cannot be accepted', async ({
    request,
    users,
    server,
  }) => {
    const sent = await sendProposal(request);
    await server.database.db
      .updateTable('proposals')
      .set({ valid_until: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', sent.proposalId)
      .execute();
    const { page, errors } = await customerPage(users);
    await page.goto(sent.url);
    await expect(page.getByText(/^This proposal expired on /)).toBeVisible();
    await expect(page.getByText('It can no longer be accepted.')).toContainText(
      'Contact Summit Roofing Co. at (503) 555-0100',
    );
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('withdrawn, replaced and unknown links say so', async ({ request, users }) => {
    const first = await sendProposal(request);
    // Sending again replaces the first link.
    const again = await request.post(`/api/estimates/${first.estimateId}/proposals`, { data: {} });
    expect(again.status()).toBe(201);
    const second = (await again.json()) as { url: string; proposal: { id: string } };
    const { page, errors } = await customerPage(users);

    const replaced = await page.goto(first.url);
    expect(replaced?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This proposal was replaced by a newer version',
    );

    expect((await request.post(`/api/proposals/${second.proposal.id}/withdraw`)).status()).toBe(
      200,
    );
    const withdrawn = await page.goto(new URL(second.url).pathname);
    expect(withdrawn?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This proposal was withdrawn');

    const unknown = await page.goto(`/p/${'x'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');

    // The browser logs each refused page load; they are what this test asked for.
    expect(errors.every((e) => / (404|410) /.test(e))).toBe(true);
  });

  test('withdrawn while the page loads: the page itself says so', async ({ request, users }) => {
    const sent = await sendProposal(request);
    const { page, errors } = await customerPage(users);
    // The page's HTML arrives while the link is live; the office withdraws before its request.
    await page.route(`**/api/public/proposals/${sent.token}`, async (route) => {
      expect((await request.post(`/api/proposals/${sent.proposalId}/withdraw`)).status()).toBe(200);
      await route.continue();
    });
    await page.goto(sent.url);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This proposal was withdrawn.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    // The browser logs the 410 of the proposal's request, which this test brought about.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.includes('410'))).toBe(true);
  });
});

for (const [label, viewport] of [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test(`the customer page has no axe violations at ${label}`, async ({ request, users }) => {
    const sent = await sendProposal(request);
    const { page, errors } = await customerPage(users, viewport);
    await page.goto(sent.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The accept form, with every message showing.
    await page.getByRole('button', { name: 'Accept Better' }).click();
    await page.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(page.getByText('Enter your full name.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Dana Garcia');
    await page.getByLabel('Type your name as your signature instead').check();
    await page.getByLabel('I agree to the terms').check();
    await page.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(page.getByRole('heading', { name: 'Proposal accepted' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
