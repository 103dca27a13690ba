import type { FastifyPluginAsync } from 'fastify';
import { takeoffRequestSchema } from '../../domain/estimate/estimate-schema';
import { takeoff } from '../../domain/takeoff/takeoff';
import { takeoffRulesOf } from '../../domain/price-list/price-list';
import { OFFICE } from '../auth/access';
import type { MaterialsRepository } from '../db/materials-repository';
import { parseOr400 } from '../problem';

/** The order for a measured roof, priced from the price list: the same function as the screen. */
export const takeoffRoutes: FastifyPluginAsync<{ materials: MaterialsRepository }> = async (
  app,
  { materials },
) => {
  app.post('/api/takeoff', OFFICE, async (req) => {
    const { wastePercent, ...measurements } = parseOr400(
      takeoffRequestSchema(),
      req.body,
      'takeoff',
    );
    return takeoff(measurements, wastePercent, takeoffRulesOf(await materials.list()));
  });
};
