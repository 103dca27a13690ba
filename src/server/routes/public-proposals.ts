import type { FastifyPluginAsync } from 'fastify';
import { MAX_SIGNER_NAME, proposalPhotos } from '../../domain/proposal/proposal';
import {
  proposalAcceptSchema,
  proposalDeclineSchema,
} from '../../domain/proposal/proposal-schemas';
import { PUBLIC } from '../auth/access';
import { customerPageReader, gonePage, notFoundPage, sendPage } from '../customer-pages';
import { requestLanguage } from '../problem-language';
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
    if (!row) return sendPage(reply, 404, notFoundPage(requestLanguage(req)));
    if (row.state === 'withdrawn' || row.state === 'replaced') {
      return sendPage(reply, 410, gonePage(row.state, row.snapshot.company, row.customerLanguage));
    }
    return sendPage(reply, 200, await customerPage(row.customerLanguage));
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
