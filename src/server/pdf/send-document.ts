import type { FastifyReply } from 'fastify';
import { problem, sendProblem } from '../problem';
import { PdfBusyError } from './render-pool';

/** "Henderson Residence Re-roof" -> "henderson-residence-re-roof"; ASCII only, for file names. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'project';
}

/**
 * Sends a document as a download, never cached (it carries a customer's address). A PDF the
 * busy render pool refused is a 503 with Retry-After, as for the proposal.
 */
export async function sendDocument(
  reply: FastifyReply,
  doc: { type: string; fileName: string; body: () => Promise<Buffer | string> },
): Promise<FastifyReply> {
  let body: Buffer | string;
  try {
    body = await doc.body();
  } catch (e) {
    if (!(e instanceof PdfBusyError)) throw e;
    reply.header('retry-after', String(e.retryAfterSeconds));
    return sendProblem(reply, problem(503, e.message));
  }
  return reply
    .type(doc.type)
    .header('content-disposition', `attachment; filename="${doc.fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
