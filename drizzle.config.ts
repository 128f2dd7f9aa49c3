import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`) and applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './mock-server/db/schema.ts',
  out: './mock-server/db/migrations',
});
