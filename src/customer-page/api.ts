import type { InvoiceDocument } from '../domain/invoicing/document';
import type { PublicProposal } from '../domain/proposal/proposal';
import { apiFetch } from '../web/lib/api-client';
import { i18n } from './i18n';

// The customer's requests. The token is the secret in the link: it goes into the path
// only (encoded), never into a query string a proxy might log differently.

export type Signature = { kind: 'drawn'; png: string } | { kind: 'typed' };

export interface AcceptBody {
  option: number;
  signerName: string;
  agreed: true;
  signature: Signature;
}

/**
 * Once the page is shown, its requests ask for the page's language, whatever the browser's: the
 * server's refusals (a field's message, a problem's title) then read like the page.
 */
export const inPageLanguage = () => ({ headers: { 'accept-language': i18n.locale } });

const base = (token: string) => `/api/public/proposals/${encodeURIComponent(token)}`;

export function proposalPdfUrl(token: string): string {
  return `${base(token)}/pdf`;
}

/** The n-th (from 0) photo the proposal shows, as it was when sent. */
export function proposalPhotoUrl(token: string, n: number): string {
  return `${base(token)}/photos/${n}`;
}

export function loadProposal(token: string): Promise<PublicProposal> {
  return apiFetch<PublicProposal>(base(token));
}

export function acceptProposal(token: string, body: AcceptBody): Promise<PublicProposal> {
  return apiFetch<PublicProposal>(`${base(token)}/accept`, {
    ...inPageLanguage(),
    method: 'POST',
    json: body,
  });
}

export function declineProposal(token: string, reason: string): Promise<PublicProposal> {
  return apiFetch<PublicProposal>(`${base(token)}/decline`, {
    ...inPageLanguage(),
    method: 'POST',
    json: reason ? { reason } : {},
  });
}

/** What a customer link names: a proposal (/p/<token>) or an invoice (/i/<token>). */
export interface CustomerLink {
  kind: 'proposal' | 'invoice';
  token: string;
}

/** The link in the page's address; null when the address has no token. */
export function linkFromPath(pathname: string): CustomerLink | null {
  const match = /\/([pi])\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return {
      kind: match[1] === 'i' ? 'invoice' : 'proposal',
      token: decodeURIComponent(match[2]!),
    };
  } catch {
    return null;
  }
}

const invoiceBase = (token: string) => `/api/public/invoices/${encodeURIComponent(token)}`;

export function loadInvoice(token: string): Promise<InvoiceDocument> {
  return apiFetch<InvoiceDocument>(invoiceBase(token));
}

export function invoicePdfUrl(token: string): string {
  return `${invoiceBase(token)}/pdf`;
}
