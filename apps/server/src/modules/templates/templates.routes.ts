import { callerOf, requireUser } from '../../guards/route-guards.ts';
import {
  applySavedFilterBody,
  applySavedFilterResponse,
  saveFilterBody,
  savedFilterResponse,
  savedFiltersResponse,
  updateSavedFilterBody,
} from '@leadsift/shared';
import {
  applySavedFilterBodyDoc,
  saveFilterBodyDoc,
  savedFilterParams,
  successResponse,
  updateSavedFilterBodyDoc,
} from './templates.schemas.ts';
import {
  appliedConfigOf,
  createSavedFilter,
  deleteSavedFilter,
  getOwnSavedFilter,
  listSavedFilters,
  toDto,
  toggleFavorite,
  updateSavedFilter,
} from './templates.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/** Saved filters (templates) of the signed-in user; every route is scoped to the caller. */
export async function templatesRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const auth = { preHandler: requireUser };
  const tags = ['templates'];

  app.get(
    '/api/saved-filters',
    { ...auth, schema: { tags, summary: 'Saved filters, favourites first', response: { 200: savedFiltersResponse } } },
    async (request) => {
      const rows = await listSavedFilters(db, request.workspace.id);
      return { success: true as const, filters: rows.map(toDto) };
    },
  );

  app.get(
    '/api/saved-filters/:id',
    { ...auth, schema: { tags, params: savedFilterParams, response: { 200: savedFilterResponse } } },
    async (request) => ({ success: true as const, filter: toDto(await getOwnSavedFilter(db, request.workspace.id, request.params.id)) }),
  );

  app.post(
    '/api/saved-filters',
    { ...auth, schema: { tags, summary: 'Save a template', body: saveFilterBodyDoc, response: { 201: savedFilterResponse } } },
    async (request, reply) => {
      // Parsed here (not by the route schema) so the 400 carries the exact text of docs/product.md#validation.
      const row = await createSavedFilter(db, callerOf(request), saveFilterBody.parse(request.body));
      return reply.status(201).send({ success: true as const, filter: toDto(row) });
    },
  );

  app.patch(
    '/api/saved-filters/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: "Edit a template's name, description or criteria",
        params: savedFilterParams,
        body: updateSavedFilterBodyDoc,
        response: { 200: savedFilterResponse },
      },
    },
    async (request) => {
      // Parsed here, like the save, so the 400 carries the contract's text; another user's template is not found.
      const body = updateSavedFilterBody.parse(request.body ?? {});
      return { success: true as const, filter: toDto(await updateSavedFilter(db, request.workspace.id, request.params.id, body)) };
    },
  );

  app.delete(
    '/api/saved-filters/:id',
    { ...auth, schema: { tags, params: savedFilterParams, response: { 200: successResponse } } },
    async (request) => {
      await deleteSavedFilter(db, request.workspace.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/saved-filters/:id/toggle-favorite',
    { ...auth, schema: { tags, params: savedFilterParams, response: { 200: savedFilterResponse } } },
    async (request) => ({ success: true as const, filter: toDto(await toggleFavorite(db, request.workspace.id, request.params.id)) }),
  );

  app.post(
    '/api/apply-saved-filter',
    {
      ...auth,
      // A read: a viewer may apply a template's configuration to look at it.
      config: { workspace: 'read' },
      schema: {
        tags,
        summary: 'The configuration of a template',
        body: applySavedFilterBodyDoc,
        response: { 200: applySavedFilterResponse },
      },
    },
    async (request) => {
      const { savedFilterId } = applySavedFilterBody.parse(request.body ?? {});
      return { success: true as const, config: appliedConfigOf(await getOwnSavedFilter(db, request.workspace.id, savedFilterId)) };
    },
  );
}
