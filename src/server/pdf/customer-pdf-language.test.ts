import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import type { Language } from '../../domain/language/language';
import { pdfToText } from '../testing/pdf-text';
import { sampleSignedDocument, sampleSnapshot } from '../testing/sample-proposal';
import { renderInvoicePdf } from './invoice-pdf';
import type { ProposalDocumentData } from './proposal-document-data';
import { renderProposalDocumentPdf } from './proposal-document-pdf';

// The proposal and invoice PDFs in the customer's language: every word Ridgeline writes, the
// dates in Spanish, the money as in English; what the office typed (names, options, terms) as
// it was typed. English is proposal-document-pdf.test.ts's, unchanged.

/** Runs of spaces (pdftotext's layout) as one, so a label and its value read as a phrase. */
const squeeze = (s: string) => s.replace(/[ \t]+/g, ' ');
const textOf = async (pdf: Promise<Buffer>) => squeeze(pdfToText(await pdf));

function inSpanish(d: ProposalDocumentData): ProposalDocumentData {
  return { ...d, language: 'es', decision: d.decision && { ...d.decision, language: 'es' } };
}

function sampleInvoice(language: Language): InvoiceDocument {
  return {
    company: { ...sampleSnapshot(1).company, logoDataUrl: null },
    customer: { name: 'Dana Garcia', email: 'dana@example.com' },
    project: { name: 'Garcia Re-roof', address: '2847 SE Belmont St, Portland, OR 97214' },
    invoice: {
      number: 'INV-2026-0007',
      kind: 'change-order',
      label: 'Skylight',
      state: 'partly-paid',
      issueDate: '2026-11-26',
      dueDate: '2026-12-26',
      paymentTermsLabel: language === 'es' ? 'Pago a 30 días' : 'Net 30',
      lines: [
        { description: 'Skylight and flashing', amountCents: 1_059_000, taxable: true },
        { description: 'Permit', amountCents: 15_000, taxable: false },
      ],
      subtotalCents: 1_074_000,
      taxPercent: 8,
      taxCents: 84_720,
      totalCents: 1_158_720,
      paidCents: 100_000,
      balanceCents: 1_058_720,
    },
    payments: [
      {
        paidOn: '2026-11-27',
        amountCents: 100_000,
        method: 'check',
        payerKind: 'homeowner',
        checkNumber: '1042',
        status: 'completed',
        refund: false,
      },
      {
        paidOn: '2026-09-30',
        amountCents: -5_000,
        method: 'online-card',
        payerKind: 'homeowner',
        checkNumber: null,
        status: 'completed',
        refund: true,
      },
    ],
    howToPay: 'Checks to Summit Roofing Co.',
    canPayOnline: false,
    language,
  };
}

describe('the customer PDFs in Spanish', () => {
  it('writes the signed proposal in Spanish, dates too; money and names as they are', async () => {
    const text = await textOf(renderProposalDocumentPdf(inSpanish(sampleSignedDocument())));
    for (const s of [
      'Propuesta de reemplazo de',
      'Licencia n.º CCB 123456',
      'Presupuesto EST-000042, versión 2',
      'Fecha 21 de noviembre de 2026',
      'Válida hasta el 21 de diciembre de 2026',
      'PREPARADO PARA',
      'PROPIEDAD',
      'MEDIDAS',
      'Área del techo 2,000 pies²',
      'Área real del techo 2,236.07 pies²',
      'Opción Total',
      'Better (aceptada) $17,134',
      'OPCIÓN 2 DE 3 (ACEPTADA)',
      'Material Cantidad Unidad Precio unit. Total',
      'Asphalt Shingles (Premium) 2,000 pies² $2.50 $5,000',
      'Flashing 160 pies lineales $3.25 $520',
      'Mano de obra y costos adicionales (los mismos para todas las opciones) Importe',
      'Mano de obra: 2,236.07 pies² a $2.50 por pie² $5,590',
      'Desperdicio (10%) $590',
      'Gastos generales y ganancia (15%) $2,163',
      'Total, Better $17,134',
      'CONDICIONES',
      // The company's own terms stay as the company wrote them.
      'A 30% deposit is due when work is scheduled; the balance on completion.',
      'ACEPTADA',
      'Opción aceptada: Better, total $17,134',
      'Firmado por Dana Garcia',
      'Fecha 23 de noviembre de 2026',
      'Página 1 de 4',
      // The audit page.
      'Registro de auditoría',
      'Estado de la propuesta Aceptada',
      'Opción aceptada Better (opción 2 de 3), total $17,134',
      'Firma Dibujada (con el dedo o el mouse)',
      'Idioma español',
      'Hora de la decisión (UTC) 2026-11-23T15:04:05.000Z',
      'Dirección IP 203.0.113.7',
    ]) {
      expect(text).toContain(s);
    }
    for (const english of ['Signed by', 'Audit trail', 'Page 1', 'Nov 2', 'Labor', 'Option']) {
      expect(text).not.toContain(english);
    }
  });

  it('writes the open, declined and expired proposal in Spanish', async () => {
    const open: ProposalDocumentData = {
      ...sampleSignedDocument(sampleSnapshot(1)),
      status: 'viewed',
      decision: null,
      language: 'es',
    };
    const opened = await textOf(renderProposalDocumentPdf(open));
    expect(opened).toContain('Firma del cliente Fecha');
    expect(opened).not.toContain('Registro de auditoría');
    expect(await textOf(renderProposalDocumentPdf({ ...open, status: 'expired' }))).toContain(
      'Esta propuesta venció el 21 de diciembre de 2026.',
    );

    const d = sampleSignedDocument(sampleSnapshot(1), 0);
    const declined = await textOf(
      renderProposalDocumentPdf(
        inSpanish({
          ...d,
          status: 'declined',
          decision: {
            ...d.decision!,
            outcome: 'declined',
            option: null,
            signerName: null,
            signatureKind: null,
            signaturePng: null,
            declineReason: null,
          },
        }),
      ),
    );
    expect(declined).toContain('El cliente rechazó esta propuesta el 23 de noviembre de 2026.');
    expect(declined).toContain('Resultado Rechazada');
    expect(declined).toContain('Motivo indicado No indicó ninguno');
  });

  it('writes the photos’ tags and dates in Spanish', async () => {
    const open: ProposalDocumentData = {
      ...sampleSignedDocument(),
      status: 'sent',
      decision: null,
      language: 'es',
    };
    open.snapshot = {
      ...sampleSnapshot(3),
      photos: [
        {
          caption: 'Hail damage',
          tag: 'damage',
          takenAt: '2026-11-19T09:30:00',
          width: 4,
          height: 3,
        },
        { caption: '', tag: 'before', takenAt: '2026-11-19T16:00:00Z', width: 4, height: 3 },
      ],
    };
    const text = await textOf(renderProposalDocumentPdf(open));
    expect(text).toContain('FOTOS');
    expect(text).toContain('Daño · tomada el 19 de noviembre de 2026');
    expect(text).toContain('Antes · tomada el 19 de noviembre de 2026');
  });

  it('states the language on the audit page in English too, and not for older decisions', async () => {
    const d = sampleSignedDocument();
    const english = await textOf(
      renderProposalDocumentPdf({ ...d, decision: { ...d.decision!, language: 'en' } }),
    );
    expect(english).toContain('Language English');
    expect(english).toContain('Signed by Dana Garcia');
    const older = await textOf(renderProposalDocumentPdf(d));
    expect(older).not.toContain('Language');
  });

  it('writes the invoice in Spanish: headings, totals, payments and dates', async () => {
    const text = await textOf(renderInvoicePdf(sampleInvoice('es')));
    for (const s of [
      'Factura',
      'Factura INV-2026-0007',
      'Fecha 26 de noviembre de 2026',
      'Vence el 26 de diciembre de 2026',
      'FACTURAR A',
      'OBRA',
      'Skylight · Pagada en parte · Pago a 30 días',
      'Descripción Importe',
      'Skylight and flashing (con impuesto) $10,590.00',
      'Subtotal $10,740.00',
      'Impuesto sobre ventas (8%) $847.20',
      'Total de la factura $11,587.20',
      'Pagos recibidos -$1,000.00',
      'Saldo pendiente $10,587.20',
      'PAGOS RECIBIDOS',
      'Fecha Método Pagado por Importe',
      '27 de noviembre de 2026 Cheque #1042 Propietario $1,000.00',
      '30 de septiembre de 2026 Tarjeta (en línea) Reembolso -$50.00',
      'CÓMO PAGAR',
      'Summit Roofing Co. · Factura INV-2026-0007',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('writes the same invoice in English as it always has', async () => {
    const text = await textOf(renderInvoicePdf(sampleInvoice('en')));
    for (const s of [
      'Invoice INV-2026-0007',
      'Date Nov 26, 2026',
      'Due Dec 26, 2026',
      'BILL TO',
      'Skylight · Partly paid · Net 30',
      'Skylight and flashing (taxed) $10,590.00',
      'Sales tax (8%) $847.20',
      'Balance due $10,587.20',
      'Date Method From Amount',
      'Nov 27, 2026 Check #1042 Homeowner $1,000.00',
      'Sep 30, 2026 Card (online) Refund -$50.00',
      'HOW TO PAY',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(s);
    }
  });
});
