ALTER TABLE "account_values" DROP CONSTRAINT "account_values_policy_type_date_uq";--> statement-breakpoint
DROP INDEX "account_values_policy_date_idx";--> statement-breakpoint
ALTER TABLE "account_values" ADD CONSTRAINT "account_values_policy_date_type_uq" UNIQUE("policy_id","date","type");