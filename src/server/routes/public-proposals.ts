import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { MAX_SIGNER_NAME, proposalPhotos } from '../../domain/proposal/proposal';
import {
  proposalAcceptSchema,
  proposalDeclineSchema,
} from '../../domain/proposal/proposal-schemas';
import { PUBLIC } from '../auth/access';
import { tokenHash } from '../auth/tokens';
import { ANONYMOUS_CUSTOMER } from '../../domain/activity/activity';
import type { ActivityRepository } from '../db/activity-repository';
import type { ProposalRecord } from '../db/proposal-record';
import { toPublic } from '../db/proposal-record';
import type { ProposalsRepository } from '../db/proposals-repository';
import type { PdfJob } from '../pdf/pdf-documents';
import { proposalPhotoKey } from '../photos/keys';
import type { PhotoStorage } from '../photos/storage';
import { parseOr400, problem, ProblemError } from '../problem';
import { rateLimit } from '../rate-limit';
import { MAX_SIGNATURE_BASE64 } from '../../domain/proposal/proposal';
import { sendProposalPdf } from './proposals';
import {
  acceptProposal,
  declineProposal,
  NOT_FOUND,
  projectNameOf,
  refuseGone,
  refuseUndecidable,
  WITHDRAWN,
} from '../services/proposals';

// The customer's side of a proposal: no account, only the link's token. Every route here finds
// the proposal by the token's hash and answers about that proposal alone; an unknown token gets
// the same answer whether it never existed or was mistyped.

export interface PublicProposalRouteOptions {
  proposals: ProposalsRepository;
  activity: ActivityRepository;
  /** Renders off the event loop (the app's worker pool); may refuse with PdfBusyError. */
  render: (job: PdfJob) => Promise<Buffer>;
  /** Where the proposal's own copies of its photos are. */
  photoStorage: PhotoStorage;
  /** The built web app, whose customer/index.html is the page behind the link. */
  webRoot: string | undefined;
}

/** Requests per minute per address: opening the page, the proposal, the PDF. */
export const PUBLIC_READS_PER_MINUTE = 60;
/** Accepting and declining: a person does it once; a script trying tokens is slowed down. */
export const PUBLIC_DECISIONS_PER_MINUTE = 10;
/** A little above the largest signature, its name and the JSON around them: larger is a 413. */
export const ACCEPT_BODY_LIMIT = MAX_SIGNATURE_BASE64 + 4 * MAX_SIGNER_NAME + 4096;
const DECLINE_BODY_LIMIT = 16 * 1024;

/** What newToken() makes: 32 bytes as base64url. Anything else is not a link we issued. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Answers to a customer's link are about one household: never cached, never indexed. */
export const PUBLIC_LINK_PREFIXES = ['/p/', '/i/', '/api/public/'] as const;

export function isPublicLinkPath(urlPath: string): boolean {
  return (
    urlPath === '/p' || urlPath === '/i' || PUBLIC_LINK_PREFIXES.some((p) => urlPath.startsWith(p))
  );
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A small page of its own (no app code): for links that lead nowhere, or nowhere any more. */
export function plainPage(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 .75rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}

export const NOT_FOUND_PAGE = plainPage('This link is not valid', [
  'Check that the address was copied completely, or ask the company that sent it for a new link.',
]);

/** The page of a link that was taken back or replaced: it may say who to call. */
function gonePage(row: ProposalRecord): string {
  const { company } = row.snapshot;
  const contact = [company.name, company.phone].filter(Boolean).join(', ');
  const ask = contact ? `Please contact ${contact} for the current proposal.` : '';
  return row.state === 'withdrawn'
    ? plainPage('This proposal was withdrawn', [WITHDRAWN, ask].filter(Boolean))
    : plainPage(
        'This proposal was replaced by a newer version',
        [
          'The company sent a newer version of this proposal. Open the link in their newest message.',
          ask,
        ].filter(Boolean),
      );
}

/** The page served when the web app was not built (the API tests): the link still answers. */
const UNBUILT_PAGE = plainPage('Your document', [
  'This server has no built customer page. Run the build to show it here.',
]);

/**
 * The customer page's HTML (one build for proposals and invoices: it reads the link's path),
 * read on each request: a few KB, and a rebuilt page is served without a restart.
 */
export function customerPageReader(webRoot: string | undefined): () => Promise<string> {
  const file = webRoot ? path.join(webRoot, 'customer', 'index.html') : undefined;
  return async () => {
    if (!file) return UNBUILT_PAGE;
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      return UNBUILT_PAGE;
    }
  };
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

export const publicProposalRoutes: FastifyPluginAsync<PublicProposalRouteOptions> = async (
  app,
  { proposals, activity, render, photoStorage, webRoot },
) => {
  const reads = rateLimit({ max: PUBLIC_READS_PER_MINUTE, windowMs: 60_000 });
  const decisions = rateLimit({ max: PUBLIC_DECISIONS_PER_MINUTE, windowMs: 60_000 });
  const readRoute = { ...PUBLIC, onRequest: reads };

  const customerPage = customerPageReader(webRoot);

  const find = async (token: string): Promise<ProposalRecord | undefined> =>
    TOKEN_PATTERN.test(token) ? proposals.byTokenHash(tokenHash(token)) : undefined;

  /** The token's proposal, if the customer may still open it: 404 unknown, 410 taken back. */
  const liveProposal = async (token: string): Promise<ProposalRecord> => {
    const row = await find(token);
    if (!row) throw new ProblemError(problem(404, NOT_FOUND));
    refuseGone(row);
    return row;
  };

  app.get<{ Params: { token: string } }>('/p/:token', readRoute, async (req, reply) => {
    const row = await find(req.params.token);
    if (!row) return sendPage(reply, 404, NOT_FOUND_PAGE);
    if (row.state === 'withdrawn' || row.state === 'replaced') {
      return sendPage(reply, 410, gonePage(row));
    }
    return sendPage(reply, 200, await customerPage());
  });

  app.get<{ Params: { token: string } }>('/api/public/proposals/:token', readRoute, async (req) => {
    const row = await liveProposal(req.params.token);
    // Someone of the team checking the link is not the customer opening it, and a HEAD
    // (a link checker) reads nothing.
    if (req.user || req.method === 'HEAD') return toPublic(row);
    const view = await proposals.recordView(row.id);
    if (view.first) {
      await activity.record(
        { id: null, name: ANONYMOUS_CUSTOMER },
        {
          kind: 'proposal.viewed',
          subject: await projectNameOf(proposals, row),
          projectId: row.projectId,
        },
      );
    }
    return toPublic(view.proposal);
  });

  app.post<{ Params: { token: string } }>(
    '/api/public/proposals/:token/accept',
    { ...PUBLIC, onRequest: decisions, bodyLimit: ACCEPT_BODY_LIMIT },
    async (req) => {
      const row = await liveProposal(req.params.token);
      refuseUndecidable(row);
      const body = parseOr400(proposalAcceptSchema(), req.body, 'acceptance');
      const accepted = await acceptProposal({ proposals, activity }, row, body, {
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
      });
      return toPublic(accepted);
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/public/proposals/:token/decline',
    { ...PUBLIC, onRequest: decisions, bodyLimit: DECLINE_BODY_LIMIT },
    async (req) => {
      const row = await liveProposal(req.params.token);
      refuseUndecidable(row);
      const body = parseOr400(proposalDeclineSchema(), req.body ?? {}, 'decline');
      return toPublic(await declineProposal({ proposals, activity }, row, body.reason || null));
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/public/proposals/:token/pdf',
    readRoute,
    async (req, reply) =>
      sendProposalPdf(reply, await liveProposal(req.params.token), render, photoStorage),
  );

  // The n-th photo (from 0) of the proposal, as it was when the proposal was sent.
  app.get<{ Params: { token: string; n: string } }>(
    '/api/public/proposals/:token/photos/:n',
    // no-store like every answer under a customer's link: a withdrawn proposal's photos must
    // not stay readable from a browser's cache.
    readRoute,
    async (req, reply) => {
      const row = await liveProposal(req.params.token);
      const n = /^\d{1,3}$/.test(req.params.n) ? Number(req.params.n) : -1;
      const noPhoto = () => new ProblemError(problem(404, 'This proposal has no such photo.'));
      if (n < 0 || n >= proposalPhotos(row.snapshot).length) throw noPhoto();
      const file = await photoStorage.get(proposalPhotoKey(row.id, n));
      if (!file) throw noPhoto();
      // (A HEAD gets the headers: Fastify drains the stream and sends no body.)
      return reply
        .type('image/jpeg')
        .header('content-length', String(file.byteSize))
        .send(file.body);
    },
  );
};
