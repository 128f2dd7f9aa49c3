// The saved views of the lists: one person's named filters, sort, page size and hidden columns
// of one list, with the token of its share link (mock-server/services/savedViews.ts).
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewParams } from '../../../src/domain/api/savedViews';
import { createdAt, ownedBy, updatedAt } from './columns';
import { users } from './parties';

export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    /** The list (react-admin resource) the view belongs to. */
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<SavedViewParams>().notNull(),
    /** Random, URL-safe; whoever holds it may read the view (not change it). */
    shareToken: text('share_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per person and list, whatever its case; it also serves 'the views of a person'.
    uniqueIndex('saved_views_user_name_key').on(t.userId, t.resource, sql`lower(${t.name})`),
    uniqueIndex('saved_views_share_token_key').on(t.shareToken),
  ],
);
