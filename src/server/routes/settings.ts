import type { FastifyPluginAsync } from 'fastify';
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
}> = async (app, { settings, materials }) => {
  app.get('/api/settings', async () => settings.get());

  app.patch('/api/settings', async (req) => {
    const patch = parseOr400(settingsPatchSchema(), req.body, 'settings');
    const result = await settings.update(patch);
    if (result.kind === 'conflict') {
      throw conflict(
        'The settings were changed by someone else since you opened them.',
        result.current,
      );
    }
    return result.settings;
  });

  app.get('/api/materials', async () => materials.list());

  app.post('/api/materials', async (req, reply) => {
    const input = parseOr400(materialCreateSchema(), req.body, 'material');
    const created = await materials.create(input);
    return reply.code(201).header('location', `/api/materials/${created.id}`).send(created);
  });

  // No DELETE: a material is archived instead, so saved estimates never lose it.
  app.patch<{ Params: { id: string } }>('/api/materials/:id', async (req) => {
    const patch = parseOr400(materialPatchSchema(), req.body, 'material');
    const result = await materials.update(req.params.id, patch);
    if (result.kind === 'not-found') {
      throw new ProblemError(problem(404, `No material with id ${req.params.id}`));
    }
    if (result.kind === 'conflict') {
      throw conflict(
        'This material was changed by someone else since you opened it.',
        result.current,
      );
    }
    return result.material;
  });
};
