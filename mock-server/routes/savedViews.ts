// Saved views of the lists: a person's own views (list, save, rename, delete) and a view read
// through its share link; rules in SavedViewService. Every signed-in role may keep views of the
// lists its role may open.
import {
  renameSavedViewSchema,
  saveSavedViewSchema,
  savedViewQuerySchema,
  shareTokenParam,
} from '../../src/domain/schemas/savedViews';
import { deletedAnswer } from '../http/answers';
import { idParam, type AppContext } from '../http/context';
import { answer, bodyOf, paramsOf, queryOf, type ApiRouter } from '../http/routes';
import { SavedViewService } from '../services/savedViews';

/** The share token the API description shows (the description's test saves a view with it). */
export const SHARE_TOKEN_EXAMPLE = 'Example-share-token-of-a-view-01';

const OWN = 'Only the caller’s own views: another person’s view is 404 here.';

export function savedViewsRouter(router: ApiRouter, ctx: AppContext) {
  const views = new SavedViewService(ctx.db);
  router.get(
    '/saved-views',
    'signed-in',
    {
      summary: 'The caller’s own saved views, of one list or of all, by name.',
      query: savedViewQuerySchema,
      response: 'savedViews.SavedView[]',
      cacheable: true,
      example: { query: 'resource=users' },
    },
    answer(({ principal }, _req, res) =>
      views.mine(principal, queryOf(res, savedViewQuerySchema).resource),
    ),
  );
  router.post(
    '/saved-views',
    'signed-in',
    {
      summary: 'Saves a list’s filters, sort, page size and hidden columns under a new name.',
      description:
        'The name is required, at most 80 characters and unique among the caller’s views of that list; filters, sort key and columns must be the list’s own; a person keeps at most 50 views (409 beyond).',
      body: saveSavedViewSchema,
      response: 'savedViews.SavedView',
      errors: [409],
    },
    answer(({ principal }, _req, res) => views.save(principal, bodyOf(res, saveSavedViewSchema))),
  );
  router.post(
    '/saved-views/:id/rename',
    'signed-in',
    {
      summary: 'Renames one of the caller’s saved views.',
      description: OWN,
      records: { id: 'saved view' },
      body: renameSavedViewSchema,
      response: 'savedViews.SavedView',
    },
    answer(({ principal }, req, res) =>
      views.rename(principal, idParam(req, 'id'), bodyOf(res, renameSavedViewSchema).name),
    ),
  );
  router.delete(
    '/saved-views/:id',
    'signed-in',
    {
      summary: 'Deletes one of the caller’s saved views; its share link stops working.',
      description: OWN,
      records: { id: 'saved view' },
      response: 'common.MessageResult',
    },
    answer(async ({ principal }, req) => {
      await views.remove(principal, idParam(req, 'id'));
      return deletedAnswer();
    }),
  );
  router.get(
    '/saved-views/shared/:token',
    'signed-in',
    {
      summary: 'A saved view read through its share link.',
      description:
        'Anyone signed in whose role may open the view’s list; otherwise, or for an unknown token, 404. It says what the view restores, never whose it is; the list it restores is scoped to the reader.',
      params: shareTokenParam,
      badParam: 'No saved view has that share link.',
      example: { path: { token: SHARE_TOKEN_EXAMPLE } },
      response: 'savedViews.SharedView',
      cacheable: true,
    },
    answer(({ principal }, _req, res) =>
      views.shared(principal, paramsOf(res, shareTokenParam).token),
    ),
  );
}
