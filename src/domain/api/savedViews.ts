// Saved views of the generated lists: a person's named filters, sort, page size and hidden
// columns of one list, kept on the server per user and shared by a link (its token).

/** What a view restores on its list. */
export interface SavedViewParams {
  /** The list's filter values by filter name ('q' is the search). */
  filter: Record<string, string | number | boolean | (string | number)[]>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** The described columns the view hides (by their column source). */
  hiddenColumns: string[];
}

/** One of the caller's own views. */
export interface SavedView extends SavedViewParams {
  id: number;
  /** The list it belongs to (a react-admin resource: users, organizations, …). */
  resource: string;
  name: string;
  /** The token of its share link (/saved-views/{token}). */
  shareToken: string;
  /** ISO 8601 instant of the last save or rename. */
  updatedAt: string;
}

/** A view read through its share link: what it restores, never whose it is. */
export interface SharedView extends SavedViewParams {
  resource: string;
  name: string;
}
