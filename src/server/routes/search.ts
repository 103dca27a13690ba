import type { FastifyPluginAsync } from 'fastify';
import { ANY_ROLE } from '../auth/access';
import { searchQuerySchema } from '../../domain/project/project';
import { searchHit, searchTerms, SEARCH_RESULT_LIMIT } from '../../domain/project/search';
import type { SearchRepository } from '../db/search-repository';
import { parseOr400 } from '../problem';

/**
 * GET /api/search?q=: the header's search. Every signed-in role may search; the answer carries
 * no money for anyone (a hit is name, customer, address, status and what matched).
 */
export const searchRoutes: FastifyPluginAsync<{ search: SearchRepository }> = async (
  app,
  { search },
) => {
  app.get('/api/search', ANY_ROLE, async (req) => {
    const { q } = parseOr400(searchQuerySchema(), req.query, 'query');
    const terms = searchTerms(q);
    const rows = await search.search(terms, SEARCH_RESULT_LIMIT);
    return { items: rows.map((r) => searchHit(r, terms)) };
  });
};
