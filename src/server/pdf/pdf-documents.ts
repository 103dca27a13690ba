import type { MaterialOrderData } from './order-data';
import { renderOrderPdf } from './order-pdf';
import type { ProposalData } from './proposal-data';
import { renderProposalPdf } from './proposal-pdf';
import type { RoofReportData } from './roof-report-pdf';
import { renderRoofReportPdf } from './roof-report-pdf';

/** A PDF to render and what it prints: the render pool's job, sent to a worker as it is. */
export type PdfJob =
  | { kind: 'proposal'; data: ProposalData }
  | { kind: 'material-order'; data: MaterialOrderData }
  | { kind: 'roof-report'; data: RoofReportData };

export function renderPdf(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'proposal':
      return renderProposalPdf(job.data);
    case 'material-order':
      return renderOrderPdf(job.data);
    case 'roof-report':
      return renderRoofReportPdf(job.data);
  }
}
