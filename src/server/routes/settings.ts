import type { ActivityDetail, SettingsPart } from '../../domain/activity/activity-detail';
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { formatNumber } from '../../domain/format/format';
import { MAX_LOGO_BYTES, MAX_LOGO_PIXELS } from '../../domain/proposal/proposal';
import { ANY_ROLE, OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import type { ActivityRepository } from '../db/activity-repository';
import type { SettingsPatch } from '../../domain/settings/settings';
import { settingsPatchSchema } from '../../domain/settings/settings-schemas';
import {
  materialCreateSchema,
  materialPatchSchema,
} from '../../domain/price-list/price-list-schemas';
import type { MaterialsRepository } from '../db/materials-repository';
import type { SettingsRepository } from '../db/settings-repository';
import { base64Bytes, dataUrlOf, imageTypeOf, printableImage } from '../pdf/images';
import { conflict, parseOr400, problem, ProblemError, sendProblem } from '../problem';

const LOGO_TOO_LARGE = `The logo must be at most ${MAX_LOGO_BYTES / 1000} KB`;
const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG or JPEG image';

/** A refusal of the logo that names it, as a form shows it next to the file input. */
const logoProblem = (status: number, message: string) =>
  new ProblemError(problem(status, message, { errors: [{ path: 'logo', message }] }));

/**
 * The uploaded bytes as a logo to store: PNG or JPEG by their magic number (never by the
 * Content-Type sent), readable to the end, and not so many pixels that every PDF slows down.
 */
function logoOf(body: unknown): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw logoProblem(415, LOGO_NOT_AN_IMAGE);
  const type = imageTypeOf(body);
  if (!type) throw logoProblem(415, LOGO_NOT_AN_IMAGE);
  const image = printableImage(body);
  if (!image)
    throw logoProblem(
      415,
      `The file is not a readable ${type === 'image/png' ? 'PNG' : 'JPEG'} image`,
    );
  if (image.width * image.height > MAX_LOGO_PIXELS) {
    throw logoProblem(
      413,
      `The logo must be at most ${formatNumber(MAX_LOGO_PIXELS, 0)} pixels (for example 1000 x 1000); this one is ${image.width} x ${image.height}`,
    );
  }
  return dataUrlOf(type, body);
}

/** What a PATCH changed, for the activity log. */
function changedParts(patch: SettingsPatch): ActivityDetail {
  const parts: (SettingsPart | false | undefined)[] = [
    patch.company && 'company profile',
    patch.defaultLaborRateCents !== undefined && 'default labor rate',
    patch.proposalTerms !== undefined && 'proposal terms',
    patch.proposalValidDays !== undefined && 'proposal validity',
    patch.companyLanguage !== undefined && 'company language',
  ];
  return { t: 'settings', parts: parts.filter((p) => typeof p === 'string') };
}

export const settingsRoutes: FastifyPluginAsync<{
  settings: SettingsRepository;
  materials: MaterialsRepository;
  activity: ActivityRepository;
}> = async (app, { settings, materials, activity }) => {
  app.get('/api/settings', OFFICE, async () => settings.get());

  app.patch('/api/settings', OWNER_ONLY, async (req) => {
    const patch = parseOr400(settingsPatchSchema(), req.body, 'settings');
    const user = userOf(req);
    const result = await settings.update(patch, user.id);
    if (result.kind === 'conflict') {
      throw conflict(
        'The settings were changed by someone else since you opened them.',
        result.current,
      );
    }
    await activity.record(user, { kind: 'settings.updated', detail: changedParts(patch) });
    return result.settings;
  });

  // The logo is sent as the file's own bytes (Content-Type image/png or image/jpeg), read only
  // on these routes and only up to its limit.
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/,
    { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.put(
    '/api/settings/logo',
    {
      ...OWNER_ONLY,
      bodyLimit: MAX_LOGO_BYTES,
      // A file over the limit is refused before it is read, naming the logo and its limit.
      errorHandler: (error: FastifyError, _req, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return sendProblem(reply, logoProblem(413, LOGO_TOO_LARGE).problem);
      },
    },
    async (req) => {
      const logo = logoOf(req.body);
      const user = userOf(req);
      const saved = await settings.setLogo(logo, user.id);
      await activity.record(user, {
        kind: 'settings.updated',
        detail: { t: 'settings', parts: ['logo'] },
      });
      return saved;
    },
  );

  app.delete('/api/settings/logo', OWNER_ONLY, async (req) => {
    if ((await settings.logo()) === null) return settings.get();
    const user = userOf(req);
    const saved = await settings.setLogo(null, user.id);
    await activity.record(user, {
      kind: 'settings.updated',
      detail: { t: 'settings', parts: ['removed the logo'] },
    });
    return saved;
  });

  // Everyone signed in sees the logo (it is on every proposal); only the owner changes it.
  app.get('/api/settings/logo', ANY_ROLE, async (req, reply) => {
    const stored = await settings.logo();
    const bytes = stored ? base64Bytes(stored) : null;
    const type = bytes ? imageTypeOf(bytes) : null;
    if (!bytes || !type) throw new ProblemError(problem(404, 'There is no logo'));
    const etag = `"${createHash('sha256').update(stored!).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(bytes);
  });

  app.get('/api/materials', OFFICE, async () => materials.list());

  app.post('/api/materials', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(materialCreateSchema(), req.body, 'material');
    const user = userOf(req);
    const created = await materials.create(input, user.id);
    await activity.record(user, {
      kind: 'price-list.changed',
      detail: { t: 'material', change: 'added', name: created.name },
    });
    return reply.code(201).header('location', `/api/materials/${created.id}`).send(created);
  });

  // No DELETE: a material is archived instead, so saved estimates never lose it.
  app.patch<{ Params: { id: string } }>('/api/materials/:id', OWNER_ONLY, async (req) => {
    const patch = parseOr400(materialPatchSchema(), req.body, 'material');
    const user = userOf(req);
    const result = await materials.update(req.params.id, patch, user.id);
    if (result.kind === 'not-found') {
      throw new ProblemError(problem(404, `No material with id ${req.params.id}`));
    }
    if (result.kind === 'conflict') {
      throw conflict(
        'This material was changed by someone else since you opened it.',
        result.current,
      );
    }
    const m = result.material;
    const what =
      patch.archived === true ? 'archived' : patch.archived === false ? 'restored' : 'changed';
    await activity.record(user, {
      kind: 'price-list.changed',
      detail: { t: 'material', change: what, name: m.name },
    });
    return result.material;
  });
};
