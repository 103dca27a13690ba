import type { ProposalDocumentData } from './proposal-document-data';

/** The proposal as sent, or signed with its audit page. */
export function renderProposalDocumentPdf(data: ProposalDocumentData): Promise<Buffer> {
  void data;
  return Promise.reject(new Error('not written yet'));
}
