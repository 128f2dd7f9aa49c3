CREATE INDEX "users_last_first_lower_idx" ON "users" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "users_first_lower_idx" ON "users" USING btree (lower("first_name"));--> statement-breakpoint
-- Statistics for databases seeded before the seeding gathered them (PGlite runs no autovacuum).
ANALYZE;
