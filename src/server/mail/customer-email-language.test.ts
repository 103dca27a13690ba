import { afterEach, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import type { Language } from '../../domain/language/language';
import { sampleSnapshot } from '../testing/sample-proposal';
import type { TestSmtp } from '../testing/test-smtp';
import { readMail, startTestSmtp } from '../testing/test-smtp';
import { invoiceEmail } from './invoice-email';
import { createMailer } from './mailer';
import { proposalEmail } from './proposal-email';
import { reminderEmail } from './reminder-email';
import { productionDateEmail } from './schedule-email';

// The emails to the homeowner in their language ("usted" in Spanish), subject included; English
// as it always was.

const URL_ = 'http://127.0.0.1:3000/p/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
const company = sampleSnapshot(1).company;

function invoiceDoc(language: Language): InvoiceDocument {
  return {
    company: { ...company, logoDataUrl: null },
    customer: { name: 'Dana Garcia', email: 'dana@example.com' },
    project: { name: 'Garcia Re-roof', address: '2847 SE Belmont St\nPortland, OR 97214' },
    invoice: {
      number: 'INV-2026-0007',
      kind: 'schedule-part',
      label: 'Deposit',
      state: 'sent',
      issueDate: '2026-11-26',
      dueDate: '2026-12-26',
      paymentTermsLabel: 'Net 30',
      lines: [],
      subtotalCents: 1_059_000,
      taxPercent: 0,
      taxCents: 0,
      totalCents: 1_059_000,
      paidCents: 0,
      balanceCents: 1_059_000,
    },
    payments: [],
    howToPay: '',
    canPayOnline: false,
    language,
  };
}

describe('the emails to the homeowner in their language', () => {
  let smtp: TestSmtp | null = null;
  afterEach(async () => {
    await smtp?.close();
    smtp = null;
  });

  it('sends the proposal email in Spanish: subject, both bodies and the date', async () => {
    smtp = await startTestSmtp();
    const mailer = createMailer({ url: smtp.url, from: 'Ridgeline <no-reply@ridgeline.test>' })!;
    await mailer.send(proposalEmail(sampleSnapshot(3), URL_, 'dana@example.com', 'es'));
    mailer.close();
    const { headers, text, html } = readMail(smtp.received[0]!.raw);
    expect(headers.get('subject')).toBe('Su propuesta de techo de Summit Roofing Co.');
    for (const s of [
      'Hola, Dana Garcia:',
      'Summit Roofing Co. le ha enviado una propuesta de techo para 2847 SE Belmont St, Portland, OR 97214.',
      'Ofrece 3 opciones para elegir:',
      'Better: $17,134',
      'Ábrala para ver cada línea y luego acéptela y fírmela, o recházela:',
      'La propuesta se puede aceptar hasta el 21 de diciembre de 2026.',
      '¿Preguntas? Responda a este correo o comuníquese con Summit Roofing Co.',
      'Teléfono: (503) 555-0100',
      'Licencia n.º CCB 123456',
    ]) {
      expect(text).toContain(s);
    }
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Ver su propuesta');
    expect(html).toContain('O copie este enlace:');
    expect(text).not.toMatch(/Hello|Dec 21/);
  });

  it('writes the invoice email in Spanish, and in English as before', () => {
    const es = invoiceEmail(invoiceDoc('es'), URL_, 'dana@example.com');
    expect(es.subject).toBe('Factura INV-2026-0007 de Summit Roofing Co.');
    expect(es.text).toContain(
      'Summit Roofing Co. le ha enviado la factura INV-2026-0007 (Deposit) para 2847 SE Belmont St, Portland, OR 97214.',
    );
    expect(es.text).toContain('Saldo pendiente: $10,590.00, vence el 26 de diciembre de 2026.');
    expect(es.html).toContain('Ver su factura');
    const en = invoiceEmail(invoiceDoc('en'), URL_, 'dana@example.com');
    expect(en.subject).toBe('Invoice INV-2026-0007 from Summit Roofing Co.');
    expect(en.text).toContain('Hello Dana Garcia,');
    expect(en.text).toContain('Balance due: $10,590.00, due Dec 26, 2026.');
    expect(en.html).toContain('<html lang="en">');
  });

  it('writes the overdue reminder in Spanish, and in English as before', () => {
    const facts = {
      to: 'dana@example.com',
      customerName: 'Dana Garcia',
      invoiceNumber: 'INV-2026-0007',
      dueOn: '2026-11-26',
      balanceCents: 1_059_000,
      company: { name: 'Summit Roofing Co.', phone: '(503) 555-0100', email: '' },
    };
    const es = reminderEmail({ ...facts, language: 'es' });
    expect(es.subject).toBe('Recordatorio: la factura INV-2026-0007 está vencida');
    expect(es.text).toContain(
      'Le recordamos que la factura INV-2026-0007 de Summit Roofing Co. vencía el 26 de noviembre de 2026. El saldo pendiente es de $10,590.',
    );
    expect(es.text).toContain('Si ya pagó, le damos las gracias; por favor, ignore este mensaje.');
    const en = reminderEmail(facts);
    expect(en.subject).toBe('Reminder: invoice INV-2026-0007 is past due');
    expect(en.text).toContain('was due on Nov 26, 2026. The balance due is $10,590.');
  });

  it('writes the tentative date in Spanish with its weekday, and in English as before', () => {
    const event = {
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      projectAddress: '2847 SE Belmont St\nPortland, OR 97214',
    };
    const es = productionDateEmail(event, company, 'Dana Garcia', 'dana@example.com', 'es');
    expect(es.subject).toBe('Fecha provisional para su techo: lunes, 2 de marzo de 2026');
    expect(es.text).toContain('del lunes, 2 de marzo de 2026 al miércoles, 4 de marzo de 2026.');
    expect(es.text).toContain('Le avisaremos si cambia.');
    const en = productionDateEmail(event, company, 'Dana Garcia', 'dana@example.com');
    expect(en.subject).toBe('Tentative date for your roof: Monday, March 2, 2026');
    expect(en.text).toContain('from Monday, March 2, 2026 to Wednesday, March 4, 2026.');
  });
});
