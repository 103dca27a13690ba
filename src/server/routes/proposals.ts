import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CreatedProposal, ProposalSummary } from '../../domain/proposal/proposal';
import { proposalPhotos, proposalStatus } from '../../domain/proposal/proposal';
import { proposalCreateSchema, proposalEmailSchema } from '../../domain/proposal/proposal-schemas';
import { OFFICE, userOf } from '../auth/access';
import { tokenHash } from '../auth/tokens';
import type { ActivityRepository } from '../db/activity-repository';
import type { EstimatesRepository } from '../db/estimates-repository';
import type { PhotosRepository } from '../db/photos-repository';
import type { ProjectsRepository } from '../db/projects-repository';
import type { ProposalRecord } from '../db/proposal-record';
import { decisionOf, toSummary } from '../db/proposal-record';
import type { ProposalsRepository } from '../db/proposals-repository';
import type { SettingsRepository } from '../db/settings-repository';
import type { Mailer } from '../mail/mailer';
import { MailError } from '../mail/mailer';
import { proposalEmail } from '../mail/proposal-email';
import type { PdfJob } from '../pdf/pdf-documents';
import { mapBounded, printableStoredPhoto } from '../pdf/print-photos';
import type { ProposalDocumentData } from '../pdf/proposal-document-data';
import { fileSlug, sendDocument } from '../pdf/send-document';
import { proposalPhotoKey } from '../photos/keys';
import type { PhotoStorage } from '../photos/storage';
import { badRequest, parseOr400, problem, ProblemError } from '../problem';
import { existingProject } from '../services/projects';
import { projectNameOf as projectNameOfProposal, sendProposal } from '../services/proposals';

export interface ProposalRouteOptions {
  proposals: ProposalsRepository;
  estimates: EstimatesRepository;
  projects: ProjectsRepository;
  settings: SettingsRepository;
  activity: ActivityRepository;
  photos: PhotosRepository;
  /** Where the photos are, and where a proposal's copies of its chosen photos go. */
  photoStorage: PhotoStorage;
  /** Null when SMTP_URL is not set: links are then copied by hand. */
  mailer: Mailer | null;
  /** The app's public address; without one, links use the address the office is using. */
  publicUrl: string | undefined;
  /** Renders off the event loop (the app's worker pool); may refuse with PdfBusyError. */
  render: (job: PdfJob) => Promise<Buffer>;
}

/**
 * What the proposal PDF prints: the snapshot, and once decided, the decision and its audit. It is
 * written in the language the customer decided in, else the one they read now.
 */
export function proposalDocumentOf(p: ProposalRecord, now = new Date()): ProposalDocumentData {
  const decision = decisionOf(p);
  return {
    snapshot: p.snapshot,
    snapshotSha256: p.snapshotSha256,
    status: proposalStatus(p, now),
    language: (decision && p.decisionLanguage) ?? p.customerLanguage,
    decision: decision && {
      ...decision,
      signaturePng: p.signaturePng,
      ipAddress: p.signerIp ?? '',
      userAgent: p.signerUserAgent ?? '',
      language: p.decisionLanguage,
    },
    firstViewedAt: p.firstViewedAt,
    lastViewedAt: p.lastViewedAt,
  };
}

/** "proposal-est-000042-v2-henderson-re-roof.pdf" (signed ones say so). */
export function proposalFileName(p: ProposalRecord): string {
  const { snapshot } = p;
  const signed = p.state === 'accepted' ? '-signed' : '';
  return `proposal-${snapshot.estimateNumber.toLowerCase()}-v${p.versionNumber}${signed}-${fileSlug(snapshot.project.name)}.pdf`;
}

/**
 * Sends the proposal's PDF through the render pool (503 with Retry-After when it is busy), with
 * its photos as the proposal's own copies, made small enough to print.
 */
export function sendProposalPdf(
  reply: FastifyReply,
  proposal: ProposalRecord,
  render: (job: PdfJob) => Promise<Buffer>,
  storage: PhotoStorage,
): Promise<FastifyReply> {
  return sendDocument(reply, {
    type: 'application/pdf',
    fileName: proposalFileName(proposal),
    body: async () => {
      const data = proposalDocumentOf(proposal);
      const photoImages = await mapBounded(proposalPhotos(data.snapshot), (_, n) =>
        printableStoredPhoto(storage, proposalPhotoKey(proposal.id, n)),
      );
      return render({ kind: 'proposal-document', data: { ...data, photoImages } });
    },
  });
}

/** Compares two token hashes without telling by the time taken how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const noProposal = (id: string) => new ProblemError(problem(404, `No proposal with id ${id}`));

const notOpen = (p: ProposalRecord, doing: string) =>
  new ProblemError(
    problem(409, `This proposal is ${proposalStatus(p)}: only an open proposal can be ${doing}.`, {
      current: toSummary(p),
    }),
  );

/**
 * The office's side of proposals: freeze a saved estimate into a proposal with a link for the
 * customer, list a project's proposals, print one, email the link, take it back.
 */
export const proposalRoutes: FastifyPluginAsync<ProposalRouteOptions> = async (
  app,
  {
    proposals,
    estimates,
    projects,
    settings,
    activity,
    photos,
    photoStorage,
    mailer,
    publicUrl,
    render,
  },
) => {
  // The link the customer opens; the page behind it is the customer page at /p/:token.
  const linkFor = (req: FastifyRequest, token: string) => {
    const origin = publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return `${origin}/p/${token}`;
  };

  const projectNameOf = (p: ProposalRecord) => projectNameOfProposal(proposals, p);

  app.post<{ Params: { id: string } }>(
    '/api/estimates/:id/proposals',
    OFFICE,
    async (req, reply): Promise<CreatedProposal> => {
      const body = parseOr400(proposalCreateSchema(), req.body ?? {}, 'proposal');
      const { proposal, token } = await sendProposal(
        { proposals, estimates, projects, settings, activity, photos },
        photoStorage,
        {
          estimateId: req.params.id,
          photoIds: body.photoIds ?? [],
          validDays: body.validDays,
          by: userOf(req),
          warn: (err, message) => req.log.warn({ err }, message),
        },
      );
      reply.code(201).header('cache-control', 'no-store');
      return { proposal, url: linkFor(req, token), canEmail: mailer !== null };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/projects/:id/proposals',
    OFFICE,
    async (req): Promise<ProposalSummary[]> => {
      await existingProject(projects, req.params.id);
      return proposals.listForProject(req.params.id);
    },
  );

  app.get<{ Params: { id: string } }>('/api/proposals/:id/pdf', OFFICE, async (req, reply) => {
    const row = await proposals.get(req.params.id);
    if (!row) throw noProposal(req.params.id);
    return sendProposalPdf(reply, row, render, photoStorage);
  });

  app.post<{ Params: { id: string } }>(
    '/api/proposals/:id/withdraw',
    OFFICE,
    async (req): Promise<ProposalSummary> => {
      const by = userOf(req);
      const result = await proposals.withdraw(req.params.id, by.id);
      if (result.kind === 'refused') {
        if (!result.current) throw noProposal(req.params.id);
        throw notOpen(result.current, 'withdrawn');
      }
      await activity.record(by, {
        kind: 'proposal.withdrawn',
        subject: await projectNameOf(result.proposal),
        projectId: result.proposal.projectId,
      });
      return toSummary(result.proposal);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/proposals/:id/email',
    OFFICE,
    async (req): Promise<ProposalSummary> => {
      const body = parseOr400(proposalEmailSchema(), req.body, 'email');
      const row = await proposals.get(req.params.id);
      if (!row) throw noProposal(req.params.id);
      // The database has only the hash: the office sends back the token it was shown.
      if (!sameHash(tokenHash(body.token), row.tokenHash)) {
        throw badRequest('email', [{ path: 'token', message: 'This is not this proposal’s link' }]);
      }
      const status = proposalStatus(row);
      if (status !== 'sent' && status !== 'viewed') throw notOpen(row, 'emailed');
      const { snapshot } = row;
      const to = body.to || snapshot.customer.email;
      if (!to) {
        throw badRequest('email', [
          { path: 'to', message: 'Enter an email address: the customer has none on file' },
        ]);
      }
      if (!mailer) {
        // SMTP_URL is not set: the office copies the link instead.
        throw new ProblemError(problem(503, 'Email is not set up'));
      }
      try {
        const link = linkFor(req, body.token);
        await mailer.send(proposalEmail(snapshot, link, to, row.customerLanguage));
      } catch (e) {
        if (!(e instanceof MailError)) throw e;
        req.log.warn({ err: e }, 'sending a proposal email failed');
        throw new ProblemError(
          problem(502, `The mail server did not take the message: ${e.message}`.slice(0, 500)),
        );
      }
      const updated = (await proposals.recordEmail(row.id, to)) ?? row;
      await activity.record(userOf(req), {
        kind: 'proposal.emailed',
        subject: await projectNameOf(row),
        projectId: row.projectId,
      });
      return toSummary(updated);
    },
  );
};
