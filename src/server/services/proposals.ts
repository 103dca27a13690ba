import type { SessionUser } from '../../domain/account/account';
import { ANONYMOUS_CUSTOMER } from '../../domain/activity/activity';
import { formatIsoDate } from '../../domain/format/format';
import { newId } from '../../domain/common/ids';
import type { ProposalPhoto, ProposalSummary } from '../../domain/proposal/proposal';
import { missingForProposals, missingText } from '../../domain/proposal/proposal';
import type { ProposalAccept } from '../../domain/proposal/proposal-schemas';
import { newToken, tokenHash } from '../auth/tokens';
import type { ProposalRecord } from '../db/proposal-record';
import { toPublic } from '../db/proposal-record';
import type { Repositories } from '../db/repositories';
import { asJpeg, mapBounded, storedBytes } from '../pdf/print-photos';
import { proposalPhotoKey } from '../photos/keys';
import type { PhotoStorage } from '../photos/storage';
import { badRequest, problem, ProblemError } from '../problem';
import { signaturePngProblem } from '../signature-png';
import { estimateNotFound } from './estimates';

// The rules of proposals, apart from HTTP: a proposal is sent (a saved estimate frozen behind a
// link) and accepted or declined by the customer. Routes parse the request, call these with the
// repositories they need, and answer with what they return; the refusals are problems (4xx).

export const NOT_FOUND =
  'This link is not valid. Check the address, or ask the company that sent it for a new link.';
export const WITHDRAWN = 'This proposal was withdrawn by the company that sent it.';
export const REPLACED =
  'This proposal was replaced by a newer version. Open the link in the newest message from the company.';

/** The project's current name for the activity log, else the one the proposal was sent with. */
export async function projectNameOf(
  proposals: Repositories['proposals'],
  p: ProposalRecord,
): Promise<string> {
  return (await proposals.projectName(p.projectId)) ?? p.snapshot.project.name;
}

/** A chosen photo's image as the proposal keeps it: a JPEG, with its size. */
interface PhotoCopy {
  photo: ProposalPhoto;
  jpeg: Buffer;
}

/**
 * The served images of the chosen photos, as JPEGs to copy (a WebP is converted; the served
 * files carry no metadata, and the conversion writes none). A 400 names each id that is not a
 * photo of the project, or whose file cannot be read.
 */
async function photoCopiesOf(
  ids: readonly string[],
  projectId: string,
  photos: Repositories['photos'],
  storage: PhotoStorage,
): Promise<PhotoCopy[]> {
  const found = await Promise.all(ids.map((id) => photos.get(id)));
  const notOurs = found.flatMap((p, i) =>
    p && p.projectId === projectId
      ? []
      : [{ path: `photoIds.${i}`, message: 'This is not a photo of this project' }],
  );
  if (notOurs.length > 0) throw badRequest('proposal', notOurs);
  const copies = await mapBounded(found, async (p) => {
    const photo = p!;
    const bytes = await storedBytes(storage, photo.storageKey);
    const copy = bytes && (await asJpeg(bytes));
    if (!copy) return null;
    return {
      photo: {
        caption: photo.caption,
        tag: photo.tag,
        takenAt: photo.takenAt,
        width: copy.width,
        height: copy.height,
      },
      jpeg: Buffer.from(copy.bytes.buffer, copy.bytes.byteOffset, copy.bytes.byteLength),
    };
  });
  const unreadable = copies.flatMap((c, i) =>
    c ? [] : [{ path: `photoIds.${i}`, message: 'This photo’s image could not be read' }],
  );
  if (unreadable.length > 0) throw badRequest('proposal', unreadable);
  return copies as PhotoCopy[];
}

export interface SendProposal {
  estimateId: string;
  photoIds: readonly string[];
  /** Settings' validity when not given. */
  validDays?: number | undefined;
  by: Pick<SessionUser, 'id' | 'name'>;
  /** Told when the copies of a proposal not made could not be removed. */
  warn: (err: unknown, message: string) => void;
}

/**
 * Freezes a saved estimate into a proposal the customer opens by a link, with copies of the
 * chosen photos. Returns the proposal and its link's token (shown once, stored only as a hash).
 * 404 for an unknown estimate, 409 while Settings lack what a proposal shows or when the
 * customer already accepted a version of the estimate, 400 naming a photo that cannot be used.
 */
export async function sendProposal(
  repos: Pick<
    Repositories,
    'proposals' | 'estimates' | 'projects' | 'settings' | 'activity' | 'photos'
  >,
  storage: PhotoStorage,
  args: SendProposal,
): Promise<{ proposal: ProposalSummary; token: string }> {
  const estimate = await repos.estimates.get(args.estimateId);
  const project = estimate && (await repos.projects.get(estimate.projectId));
  if (!estimate || !project) {
    throw estimateNotFound(args.estimateId);
  }
  const current = await repos.settings.get();
  const missing = missingForProposals(current);
  if (missing.length > 0) {
    // Not the request's fault but the company's state: Settings must be filled in first.
    throw new ProblemError(
      problem(
        409,
        `Fill in ${missingText(missing)} in Settings before creating a proposal: the customer's page and the PDF show them.`,
        { missing: missing.map((m) => m.path) },
      ),
    );
  }
  const copies = await photoCopiesOf(args.photoIds, project.id, repos.photos, storage);
  const token = newToken();
  // The copies are stored before the proposal exists, so no link ever shows a missing
  // photo; if the proposal is then not made, they are removed again.
  const id = newId();
  const keys = copies.map((_, n) => proposalPhotoKey(id, n));
  let result: Awaited<ReturnType<typeof repos.proposals.create>> | undefined;
  try {
    await Promise.all(copies.map((c, n) => storage.put(keys[n]!, c.jpeg, 'image/jpeg')));
    result = await repos.proposals.create({
      id,
      estimate,
      project,
      settings: current,
      validDays: args.validDays ?? current.proposalValidDays,
      tokenHash: tokenHash(token),
      by: args.by.id,
      byName: args.by.name,
      photos: copies.map((c) => c.photo),
    });
  } finally {
    if (result?.kind !== 'created' && keys.length > 0) {
      await storage.remove(keys).catch((e: unknown) => {
        args.warn(e, 'removing the photo copies of a proposal not made failed');
      });
    }
  }
  if (result.kind === 'already-accepted') {
    throw new ProblemError(
      problem(
        409,
        'The customer has already accepted a proposal for this estimate. Save a new estimate to send another.',
      ),
    );
  }
  await repos.activity.record(args.by, {
    kind: 'proposal.sent',
    subject: project.name,
    projectId: project.id,
  });
  return { proposal: result.proposal, token };
}

/** The proposal, if the customer may still open it: 410 once taken back or replaced. */
export function refuseGone(p: ProposalRecord): void {
  if (p.state === 'withdrawn') throw new ProblemError(problem(410, WITHDRAWN));
  if (p.state === 'replaced') throw new ProblemError(problem(410, REPLACED));
}

/** Accepted, declined and expired proposals take no decision (409); gone ones are 410. */
export function refuseUndecidable(p: ProposalRecord, now = new Date()): void {
  refuseGone(p);
  if (p.state === 'accepted' || p.state === 'declined') {
    throw new ProblemError(
      problem(409, `This proposal was already ${p.state}. It cannot be changed.`, {
        current: toPublic(p, now),
      }),
    );
  }
  if (Date.parse(p.validUntil) <= now.getTime()) {
    throw new ProblemError(
      problem(
        409,
        `This proposal expired on ${formatIsoDate(p.validUntil)}. Ask the company for a new one.`,
        { current: toPublic(p, now) },
      ),
    );
  }
}

/**
 * The customer accepts one option with their signature: only an open proposal that has not
 * expired, and of two accepts at once exactly one wins (the repository's conditional update).
 * 400 names an option the proposal does not have or a signature that is not a usable PNG.
 */
export async function acceptProposal(
  repos: Pick<Repositories, 'proposals' | 'activity'>,
  p: ProposalRecord,
  acceptance: Pick<ProposalAccept, 'option' | 'signerName' | 'signature'>,
  client: { ip: string; userAgent: string },
): Promise<ProposalRecord> {
  refuseUndecidable(p);
  if (acceptance.option >= p.snapshot.options.length) {
    throw badRequest('acceptance', [{ path: 'option', message: 'Choose an option' }]);
  }
  let png: string | null = null;
  if (acceptance.signature.kind === 'drawn') {
    const bytes = Buffer.from(acceptance.signature.png, 'base64');
    const wrong = signaturePngProblem(bytes);
    if (wrong) throw badRequest('acceptance', [{ path: 'signature.png', message: wrong }]);
    png = bytes.toString('base64');
  }
  const result = await repos.proposals.accept(p.id, {
    option: acceptance.option,
    signerName: acceptance.signerName,
    signatureKind: acceptance.signature.kind,
    signaturePng: png,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 500),
  });
  if (result.kind === 'refused') {
    // Another request decided (or the office withdrew) between the read and the write.
    if (!result.current) throw new ProblemError(problem(404, NOT_FOUND));
    refuseUndecidable(result.current);
    throw new ProblemError(problem(409, 'This proposal can no longer be accepted.'));
  }
  await repos.activity.record(
    { id: null, name: acceptance.signerName },
    {
      kind: 'proposal.accepted',
      subject: await projectNameOf(repos.proposals, p),
      projectId: p.projectId,
    },
  );
  return result.proposal;
}

/** The customer declines, with an optional reason: the same conditions as accepting. */
export async function declineProposal(
  repos: Pick<Repositories, 'proposals' | 'activity'>,
  p: ProposalRecord,
  reason: string | null,
): Promise<ProposalRecord> {
  refuseUndecidable(p);
  const result = await repos.proposals.decline(p.id, reason);
  if (result.kind === 'refused') {
    if (!result.current) throw new ProblemError(problem(404, NOT_FOUND));
    refuseUndecidable(result.current);
    throw new ProblemError(problem(409, 'This proposal can no longer be declined.'));
  }
  await repos.activity.record(
    { id: null, name: ANONYMOUS_CUSTOMER },
    {
      kind: 'proposal.declined',
      subject: await projectNameOf(repos.proposals, p),
      projectId: p.projectId,
    },
  );
  return result.proposal;
}
