// Column helpers the tables share.
import { sql } from 'drizzle-orm';
import { date, numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
export const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const day = (name: string) => date(name, { mode: 'string' });
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
