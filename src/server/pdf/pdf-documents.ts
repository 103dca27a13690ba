import type { MaterialOrderData } from './order-data';
import { renderOrderPdf } from './order-pdf';
import type { InvoiceDocument } from '../../domain/invoicing/document';
import { renderInvoicePdf } from './invoice-pdf';
import type { PhotoReportData } from './photo-report-pdf';
import { renderPhotoReportPdf } from './photo-report-pdf';
import type { EstimatePdfData } from './estimate-pdf-data';
import type { ProposalDocumentData } from './proposal-document-data';
import { renderProposalDocumentPdf } from './proposal-document-pdf';
import { renderEstimatePdf } from './estimate-pdf';
import type { RoofReportData } from './roof-report-pdf';
import { renderRoofReportPdf } from './roof-report-pdf';

/** A PDF to render and what it prints: the render pool's job, sent to a worker as it is. */
export type PdfJob =
  | { kind: 'estimate'; data: EstimatePdfData }
  | { kind: 'material-order'; data: MaterialOrderData }
  | { kind: 'roof-report'; data: RoofReportData }
  | { kind: 'proposal-document'; data: ProposalDocumentData }
  | { kind: 'photo-report'; data: PhotoReportData }
  | { kind: 'invoice'; data: InvoiceDocument };

export function renderPdf(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'estimate':
      return renderEstimatePdf(job.data);
    case 'material-order':
      return renderOrderPdf(job.data);
    case 'roof-report':
      return renderRoofReportPdf(job.data);
    case 'proposal-document':
      return renderProposalDocumentPdf(job.data);
    case 'photo-report':
      return renderPhotoReportPdf(job.data);
    case 'invoice':
      return renderInvoicePdf(job.data);
  }
}
