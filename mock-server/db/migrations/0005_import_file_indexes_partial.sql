DROP INDEX "account_values_import_idx";--> statement-breakpoint
DROP INDEX "transactions_import_idx";--> statement-breakpoint
CREATE INDEX "account_values_import_idx" ON "account_values" USING btree ("import_file_id") WHERE "account_values"."import_file_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_import_idx" ON "transactions" USING btree ("import_file_id") WHERE "transactions"."import_file_id" is not null;