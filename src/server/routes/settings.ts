import type { FastifyPluginAsync } from 'fastify';
import { OFFICE, OWNER_ONLY, userOf } from '../auth/access';
import type { ActivityRepository } from '../db/activity-repository';
import {
  materialCreateSchema,
  materialPatchSchema,
  settingsPatchSchema,
} from '../../domain/settings';
import type { MaterialsRepository } from '../db/materials-repository';
import type { SettingsRepository } from '../db/settings-repository';
import { conflict, parseOr400, problem, ProblemError } from '../problem';

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
    await activity.record(user, {
      kind: 'settings.updated',
      subject: patch.company ? 'company profile' : 'default labor rate',
    });
    return result.settings;
  });

  app.get('/api/materials', OFFICE, async () => materials.list());

  app.post('/api/materials', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(materialCreateSchema(), req.body, 'material');
    const user = userOf(req);
    const created = await materials.create(input, user.id);
    await activity.record(user, { kind: 'price-list.changed', subject: `added ${created.name}` });
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
    await activity.record(user, { kind: 'price-list.changed', subject: `${what} ${m.name}` });
    return result.material;
  });
};
