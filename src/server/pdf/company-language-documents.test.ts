import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_PROFILE } from '../../domain/settings/settings';
import { hipHouse, manyEdgedRoof } from '../../domain/takeoff/sample-roofs';
import { pdfToText } from '../testing/pdf-text';
import { renderOrderCsv } from './order-csv';
import type { MaterialOrderData } from './order-data';
import { renderOrderPdf } from './order-pdf';
import { renderRoofReportPdf } from './roof-report-pdf';

// The supplier's material order and the roof report, written in the company's language: here
// Spanish (the English ones are order-csv.test.ts, roof-report-pdf.test.ts and the routes' tests).

const company = { ...EMPTY_COMPANY_PROFILE, name: 'Techos Ortega', licenseNumber: 'TX 4455' };

const order: MaterialOrderData = {
  company,
  estimateNumber: 'EST-000042',
  option: { name: 'Mejor', accepted: true },
  date: '2026-11-26',
  job: { name: 'Casa Ortega', address: '12 Calle Sol, San Antonio, TX 78205' },
  note: 'Dejar junto al portón',
  lines: [
    { name: 'Tejas arquitectónicas', quantity: 45, unit: 'bundle' },
    { name: 'Cumbrera', quantity: 1, unit: 'bundle' },
    { name: 'Tapajuntas', quantity: 120.5, unit: 'linear ft' },
    { name: 'Clavos', quantity: 3, unit: 'box' },
    { name: 'Botas', quantity: 4, unit: 'each' },
  ],
  language: 'es',
};

describe('the material order in Spanish', () => {
  it('CSV: headings, labels and units in Spanish; quantities and date as a spreadsheet reads them', () => {
    const rows = parse(renderOrderCsv(order), {
      bom: true,
      relax_column_count: true,
    }) as string[][];
    expect(rows.slice(0, 9)).toEqual([
      ['Pedido de materiales'],
      ['Pedido por', 'Techos Ortega'],
      ['Teléfono', ''],
      ['Obra', 'Casa Ortega'],
      ['Dirección', '12 Calle Sol, San Antonio, TX 78205'],
      ['Presupuesto', 'EST-000042'],
      ['Opción', 'Mejor (aceptada por el cliente)'],
      ['Fecha', '2026-11-26'],
      ['Nota de entrega', 'Dejar junto al portón'],
    ]);
    expect(rows.slice(10)).toEqual([
      ['Material', 'Cantidad', 'Unidad'],
      ['Tejas arquitectónicas', '45', 'paquete'],
      ['Cumbrera', '1', 'paquete'],
      ['Tapajuntas', '120.5', 'pies lineales'],
      ['Clavos', '3', 'caja'],
      ['Botas', '4', 'unidad'],
    ]);
  });

  it('PDF: every heading, label, unit and the date in Spanish', async () => {
    const text = pdfToText(await renderOrderPdf(order));
    for (const s of [
      'Pedido de materiales',
      'Presupuesto EST-000042',
      'Opción: Mejor (aceptada por el cliente)',
      'Fecha 26 de noviembre de 2026',
      'Licencia n.º TX 4455',
      'ENTREGAR EN',
      'NOTA DE ENTREGA',
      'Las cantidades incluyen el desperdicio previsto en el presupuesto.',
      'Recibido por',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/Material\s+Cantidad\s+Unidad/);
    expect(text).toMatch(/Tejas arquitectónicas\s+45\s+paquetes/);
    expect(text).toMatch(/Cumbrera\s+1\s+paquete\b/);
    expect(text).toMatch(/Tapajuntas\s+120\.50\s+pies lineales/);
    expect(text).toMatch(/Clavos\s+3\s+cajas/);
    for (const english of ['Material Order', 'Estimate', 'Date', 'Received by', 'Page 1']) {
      expect(text).not.toContain(english);
    }
  });

  it('PDF: an order with no materials says so in Spanish', async () => {
    const text = pdfToText(await renderOrderPdf({ ...order, lines: [], option: null }));
    expect(text).toContain('Este presupuesto no tiene materiales para pedir');
    expect(text).not.toContain('Opción');
  });
});

describe('the roof report in Spanish', () => {
  const project = { name: 'Casa Ortega', address: '12 Calle Sol, San Antonio, TX 78205' };

  it('writes its headings, labels, units and date in Spanish', async () => {
    const text = pdfToText(
      await renderRoofReportPdf({
        company,
        project,
        date: '2026-11-26',
        outlines: hipHouse(),
        language: 'es',
      }),
    );
    for (const s of [
      'Medición del techo',
      'Fecha 26 de noviembre de 2026',
      'PROPIEDAD',
      'RESUMEN',
      'Área en planta',
      'Área inclinada',
      'Inclinación predominante',
      'Desperdicio sugerido',
      'Longitudes por tipo',
      'Con desperdicio',
      '15% (sugerido)',
      'Desperdicio sugerido: 15% (el techo tiene limatesas o limahoyas).',
      'Botas de tubería',
      'Limatesa',
      'Página 1 de',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/DIAGRAMA DEL TECHO\s+\(norte arriba, longitudes reales en pies\)/);
    expect(text).toMatch(/Limahoyas \(V\)\s+31\.27 pies/);
    expect(text).toMatch(/\d pies²/);
    expect(text).toContain('H 23.5 pies');
    for (const english of ['Roof Measurement Report', 'sq ft', 'Suggested', 'Valleys', 'Page ']) {
      expect(text).not.toContain(english);
    }
  });

  it('lists the lines too short to label in Spanish', async () => {
    const text = pdfToText(
      await renderRoofReportPdf({
        company,
        project,
        date: '2026-11-26',
        outlines: [manyEdgedRoof(200)],
        language: 'es',
      }),
    );
    expect(text).toContain('LÍNEAS DEMASIADO CORTAS PARA ROTULAR EN EL DIAGRAMA');
    expect(text).toMatch(/Marca\s+Contorno\s+Tipo\s+Longitud real/);
  });
});
