import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatUsd, formatUsdCents } from '../src/domain/format/format';
import type { EstimateTotals } from '../src/domain/estimate/estimate';
import { documentPhotoJpeg } from '../src/server/testing/document-photo-fixtures';
import type { StripeStandIn } from '../src/server/testing/stripe-stand-in';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
} from '../src/server/testing/stripe-stand-in';
import type { TestUsers } from './fixtures';
import { test as base, expect, fillProposalSettings, MOBILE } from './fixtures';
import { shootBothWidths } from './both-widths';

// A homeowner whose project says they read Spanish: the proposal page and the invoice page are
// in Spanish ("usted") on their phone, from the first text to the outcome, while the office
// works in English on the same project. Money reads as in English ("$10,590.00"); dates are
// written in Spanish. Screenshots at 375 and 1280 px go to test-results for a person to read.

// The Pay section shows only when the company takes payments online: Stripe's stand-in.
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

const COMPANY = {
  name: 'Techos Summit',
  phone: '(503) 555-0100',
  email: 'oficina@techossummit.example',
  licenseNumber: 'CCB 204518',
  address: '400 SE Grand Ave, Portland, OR 97214',
};
const CUSTOMER = 'Dana García';
const ADDRESS = '2847 SE Belmont St, Portland, OR 97214';
const GOOD = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const BETTER = [
  { materialId: 'asphalt-premium', quantity: 2000 },
  { materialId: 'flashing', quantity: 120 },
];

/**
 * Words of the page's English that must not be left over in Spanish (as whole words, case
 * sensitive), looked for once the names and addresses the company typed are taken out.
 */
const ENGLISH = [
  'Proposal proposal Accept Accepted Decline Valid until Sent Estimate Choose options',
  'Materials Labor Price Waste allowance Terms Photos photo Damage License Signature',
  'signature Clear Cancel Full agree Download Thank Invoice Balance Paid Pay Issued',
  'Status Payments Check Homeowner Skip Your your the and for with by',
]
  .join(' ')
  .split(' ');

/** The English words left on the page, outside the names and addresses in `names`. */
async function englishLeftOver(page: Page, names: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  // Names of materials (the company's price list), the company's and the customer's.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    text = text.split(name).join(' ');
  }
  return ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text));
}

/** A browser with no session at all, as the homeowner's phone, and its console errors. */
async function phone(users: TestUsers) {
  const page = await (await users.context(null)).newPage();
  await page.setViewportSize(MOBILE);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** A signature drawn across the pad with the pointer, as a finger would. */
async function drawSignature(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(...at(0.1 + i * 0.05, 0.6 - Math.sin(i / 2) * 0.25), { steps: 2 });
  }
  await page.mouse.up();
}

/** A project whose customer reads Spanish, with a two-option estimate, a photo and a proposal. */
async function spanishProposal(request: APIRequestContext) {
  await fillProposalSettings(request, {
    company: COMPANY,
    proposalTerms: 'Se paga un anticipo del 30% al programar la obra.\nEl resto, al terminarla.',
  });
  const project = await request.post('/api/projects', {
    data: {
      name: 'García techo nuevo',
      address: ADDRESS,
      customerName: CUSTOMER,
      customerEmail: 'dana@example.com',
      customerLanguage: 'es',
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
      options: [
        { name: 'Bueno', materials: GOOD },
        { name: 'Mejor', materials: BETTER },
      ],
      costs: [{ description: 'Retiro del techo viejo', amountCents: 150000 }],
      adjustments: { wastePercent: 10, overheadProfitPercent: 0, taxPercent: 0 },
    },
  });
  expect(estimate.status()).toBe(201);
  const saved = (await estimate.json()) as {
    id: string;
    options: { name: string; totals: EstimateTotals }[];
  };
  const photo = await request.post(`/api/projects/${projectId}/photos`, {
    multipart: {
      tag: 'damage',
      caption: 'Daño por granizo junto a la ventila',
      file: {
        name: 'granizo.jpg',
        mimeType: 'image/jpeg',
        buffer: await documentPhotoJpeg(1200, 900, 1),
      },
    },
  });
  expect(photo.status()).toBe(201);
  const [{ id: photoId }] = (await photo.json()) as [{ id: string }];
  const res = await request.post(`/api/estimates/${saved.id}/proposals`, {
    data: { photoIds: [photoId] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  const materialNames = saved.options.flatMap((o) => o.totals.materialLines.map((l) => l.name));
  return { projectId, url: new URL(url).pathname, options: saved.options, materialNames };
}

test('a homeowner marked Spanish reads, signs and accepts the proposal, then opens the invoice, in Spanish', async ({
  request,
  users,
}) => {
  // Two pages, ten full-page screenshots and a signature: more than the default on a busy machine.
  test.slow();
  const sent = await spanishProposal(request);
  const better = sent.options[1]!;
  const betterTotal = formatUsd(better.totals.totalCents);
  const names = [...sent.materialNames, ...Object.values(COMPANY), CUSTOMER, ADDRESS];
  const { page, errors } = await phone(users);
  await page.goto(sent.url);

  // The page, its title and its language follow the customer's.
  await expect(
    page.getByRole('heading', { level: 1, name: `Propuesta para ${CUSTOMER}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Propuesta de ${COMPANY.name} para ${CUSTOMER}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner')).toContainText(`Licencia ${COMPANY.licenseNumber}`);
  const facts = page.getByRole('main').locator('dl').first();
  await expect(facts).toContainText('Presupuesto');
  await expect(facts).toContainText('Enviada');
  await expect(facts).toContainText('Válida hasta');
  // Dates in Spanish: "26 de noviembre de 2026".
  await expect(facts).toContainText(/\d{1,2} de [a-z]+ de \d{4}/);
  await expect(page.getByRole('heading', { name: 'Elija una de 2 opciones' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Mejor' });
  await expect(card.getByRole('heading', { name: 'Materiales' })).toBeVisible();
  await expect(card).toContainText('2,000 pies²');
  await expect(card).toContainText('120 pies lineales');
  await expect(card).toContainText('Margen de desperdicio (10%)');
  await expect(card).toContainText('Mano de obra');
  await expect(card).toContainText('Retiro del techo viejo$1,500');
  // Money as in English.
  await expect(card).toContainText(betterTotal);
  await expect(page.getByRole('region', { name: 'Términos' })).toContainText('al terminarla');
  await expect(page.getByRole('button', { name: 'Rechazar', exact: true })).toBeVisible();
  await expect(page.getByText('¿No va a seguir adelante? Avísenos.')).toBeVisible();
  const photos = page.getByRole('region', { name: 'Fotos' });
  await photos.scrollIntoViewIfNeeded();
  await expect(photos.getByRole('img', { name: 'Foto Daño 1' })).toBeVisible();
  await expect(photos).toContainText('Daño por granizo junto a la ventila');
  expect(await englishLeftOver(page, names)).toEqual([]);
  await shootBothWidths(page, 'proposal');

  // Accept with nothing filled in: every message in Spanish, next to its field.
  await card.getByRole('button', { name: 'Aceptar Mejor' }).click();
  const form = page.getByRole('region', { name: 'Aceptar Mejor' });
  await expect(form.getByRole('heading', { name: 'Aceptar Mejor' })).toBeFocused();
  await expect(form).toContainText(`Mejor, total ${betterTotal}`);
  const submit = form.getByRole('button', { name: 'Aceptar propuesta' });
  await submit.click();
  await expect(form.getByText('Escriba su nombre completo.')).toBeVisible();
  await expect(
    form.getByText('Dibuje su firma en el recuadro, o escriba su nombre como firma.'),
  ).toBeVisible();
  await expect(form.getByText('Marque la casilla para aceptar los términos.')).toBeVisible();
  const name = form.getByLabel('Nombre completo');
  await expect(name).toBeFocused();

  // The name alone: the form keeps it and still asks for the signature and the terms.
  await name.fill(CUSTOMER);
  await submit.click();
  await expect(name).toHaveValue(CUSTOMER);
  await expect(form.getByText('Escriba su nombre completo.')).toHaveCount(0);
  await expect(form.getByText('Dibuje su firma en el recuadro')).toBeVisible();
  await expect(form.getByText('Marque la casilla para aceptar los términos.')).toBeVisible();
  await expect(form.getByText('Firme en el recuadro con el dedo o con el mouse.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Borrar' })).toBeVisible();
  await expect(form.getByLabel('Escribir mi nombre como firma')).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  expect(await englishLeftOver(page, names)).toEqual([]);
  await shootBothWidths(page, 'accept-form-errors');

  await drawSignature(page, form.getByRole('img', { name: 'Área para dibujar la firma' }));
  await expect(form.getByText('Dibuje su firma en el recuadro')).toHaveCount(0);
  await form.getByLabel('Acepto los términos').check();
  await submit.click();

  // The outcome, in Spanish, and what the office will do next.
  await expect(page.getByRole('heading', { name: 'Propuesta aceptada' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText(`Usted aceptó Mejor (${betterTotal}) el `);
  await expect(main).toContainText('¡Gracias!');
  await expect(main).toContainText(`Firmado por ${CUSTOMER}.`);
  await expect(main).toContainText(
    `${COMPANY.name} se comunicará con usted para programar el trabajo.`,
  );
  await expect(page.getByRole('link', { name: 'Descargar PDF firmado' })).toBeVisible();
  await expect(card).toContainText('Aceptada');
  await expect(page.getByRole('heading', { name: 'Las opciones' })).toBeVisible();
  expect(await englishLeftOver(page, names)).toEqual([]);
  await shootBothWidths(page, 'outcome');
  expect(errors).toEqual([]);

  // The office invoices the deposit and records a first check; the homeowner opens the link.
  const made = await request.post(`/api/projects/${sent.projectId}/invoices`, {
    data: {
      label: 'Anticipo',
      lines: [{ description: 'Anticipo del techo nuevo', amountCents: 300_000 }],
      taxPercent: 0,
    },
  });
  expect(made.status()).toBe(201);
  const invoice = ((await made.json()) as { invoices: { id: string; number: string }[] })
    .invoices[0]!;
  const send = await request.post(`/api/invoices/${invoice.id}/send`, { data: {} });
  expect(send.status()).toBe(200);
  const invoiceUrl = new URL(((await send.json()) as { url: string }).url).pathname;
  const paid = await request.post(`/api/invoices/${invoice.id}/payments`, {
    data: {
      amountCents: 100_000,
      paidOn: '2026-11-20',
      method: 'check',
      checkNumber: '1042',
      payerKind: 'homeowner',
      payerName: CUSTOMER,
    },
  });
  expect(paid.status()).toBe(201);

  const home = await phone(users);
  await home.page.goto(invoiceUrl);
  const doc = home.page;
  await expect(
    doc.getByRole('heading', { level: 1, name: `Factura ${invoice.number}` }),
  ).toBeVisible();
  await expect(doc).toHaveTitle(`Factura ${invoice.number} de ${COMPANY.name}`);
  await expect(doc.locator('html')).toHaveAttribute('lang', 'es');
  const owed = doc.getByRole('region', { name: 'Lo que se debe' });
  await expect(owed).toContainText(`Total${formatUsdCents(300_000)}`);
  await expect(owed).toContainText(`Saldo pendiente${formatUsdCents(200_000)}`);
  await expect(owed).toContainText(/Vence el \d{1,2} de [a-z]+ de \d{4}/);
  const pay = doc.getByRole('region', { name: 'Pagar en línea' });
  await expect(pay.getByRole('button', { name: `Pagar ${formatUsdCents(200_000)}` })).toBeVisible();
  await expect(pay).toContainText(
    'Con tarjeta o desde una cuenta bancaria de EE. UU., con Stripe.',
  );
  await expect(doc.getByRole('main')).toContainText('Pagada en parte');
  await expect(doc.getByRole('main')).toContainText('Pago al recibir');
  const received = doc.getByRole('region', { name: 'Pagos recibidos' });
  await expect(received).toContainText('Cheque #1042');
  await expect(received).toContainText('20 de noviembre de 2026 · Propietario');
  await expect(doc.getByRole('region', { name: 'Qué cubre esta factura' })).toContainText(
    'Anticipo del techo nuevo',
  );
  await expect(doc.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  expect(await englishLeftOver(doc, names)).toEqual([]);
  await shootBothWidths(doc, 'invoice');
  expect(home.errors).toEqual([]);
});

test('until the proposal arrives the page speaks the browser’s language: a failed load on a Spanish phone, tried again', async ({
  browser,
  request,
  server,
}) => {
  const sent = await spanishProposal(request);
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-US' });
  const page = await context.newPage();
  await page.setViewportSize(MOBILE);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let busy = true;
  await page.route('**/api/public/proposals/*', (route) =>
    busy
      ? route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'Busy.' }),
        })
      : route.continue(),
  );
  await page.goto(sent.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Su propuesta' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No se pudo cargar su propuesta');
  // The server's detail is English: the page says it in its own words.
  await expect(alert).toContainText('Algo salió mal. Inténtelo de nuevo en un momento.');
  await expect(page).toHaveTitle('De su techador');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.screenshot({ path: test.info().outputPath('load-failed-375.png'), fullPage: true });

  busy = false;
  await alert.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Propuesta para ${CUSTOMER}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a homeowner marked Spanish declines with a reason, in Spanish', async ({
  request,
  users,
}) => {
  const sent = await spanishProposal(request);
  const names = [...sent.materialNames, ...Object.values(COMPANY), CUSTOMER, ADDRESS];
  const { page, errors } = await phone(users);
  await page.goto(sent.url);
  await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
  const form = page.getByRole('region', { name: 'Rechazar esta propuesta' });
  await expect(form.getByRole('heading')).toBeFocused();
  await expect(form).toContainText('La empresa verá que usted la rechazó.');
  await form.getByLabel('Motivo (opcional)').fill('Elegimos un techo de metal.');
  expect(await englishLeftOver(page, names)).toEqual([]);
  await shootBothWidths(page, 'decline-form');
  await form.getByRole('button', { name: 'Rechazar propuesta' }).click();

  await expect(page.getByRole('heading', { name: 'Propuesta rechazada' })).toBeFocused();
  const main = page.getByRole('main');
  await expect(main).toContainText('Usted rechazó esta propuesta el ');
  await expect(main).toContainText('Su motivo: Elegimos un techo de metal.');
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  expect(await englishLeftOver(page, names)).toEqual([]);
  await shootBothWidths(page, 'declined');
  expect(errors).toEqual([]);
});
