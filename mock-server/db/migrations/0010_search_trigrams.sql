-- Trigram indexes for the lists' searches (ILIKE '%term%'); pg_trgm ships with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "participants_unique_id_trgm" ON "participants" USING gin ("client_unique_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone_number", '')) gin_trgm_ops);