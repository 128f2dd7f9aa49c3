// The saved views of the lists: one's own views of a list, saving, renaming and deleting them,
// and a view read through its share link. Saves and renames are silent: the dialog shows why a
// name was refused beside it.
import type { ApiClient } from '../../api/client';
import type { MessageResult } from '../../domain/api/common';
import type { SavedView, SavedViewParams, SharedView } from '../../domain/api/savedViews';

export type { SavedView, SavedViewParams, SharedView };

export interface SavedViewMethods {
  savedViews(resource: string, signal?: AbortSignal): Promise<SavedView[]>;
  saveView(view: SavedViewParams & { resource: string; name: string }): Promise<SavedView>;
  renameView(id: number, name: string): Promise<SavedView>;
  deleteView(id: number): Promise<MessageResult>;
  sharedView(token: string, signal?: AbortSignal): Promise<SharedView>;
}

export const savedViewMethods = (client: ApiClient): SavedViewMethods => ({
  savedViews: (resource, signal) =>
    client.json<SavedView[]>({ path: '/saved-views', query: { resource }, signal }),
  saveView: (view) =>
    client.json<SavedView>({ method: 'POST', path: '/saved-views', body: view, silent: true }),
  renameView: (id, name) =>
    client.json<SavedView>({
      method: 'POST',
      path: '/saved-views/{id}/rename',
      pathParams: { id },
      body: { name },
      silent: true,
    }),
  deleteView: (id) =>
    client.json<MessageResult>({ method: 'DELETE', path: '/saved-views/{id}', pathParams: { id } }),
  sharedView: (token, signal) =>
    client.json<SharedView>({
      path: '/saved-views/shared/{token}',
      pathParams: { token },
      silent: true,
      signal,
    }),
});
