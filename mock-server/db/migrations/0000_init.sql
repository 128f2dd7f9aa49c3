CREATE TABLE "account_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"date" date NOT NULL,
	"import_file_id" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "account_values_policy_type_date_uq" UNIQUE("policy_id","type","date"),
	CONSTRAINT "account_values_type_ck" CHECK (type in ('PlannedValue', 'DeathBenefit', 'TotalContributionValue', 'LoanBalance'))
);
--> statement-breakpoint
CREATE TABLE "afr_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"jan" numeric(9, 4) NOT NULL,
	"feb" numeric(9, 4) NOT NULL,
	"mar" numeric(9, 4) NOT NULL,
	"apr" numeric(9, 4) NOT NULL,
	"may" numeric(9, 4) NOT NULL,
	"jun" numeric(9, 4) NOT NULL,
	"jul" numeric(9, 4) NOT NULL,
	"aug" numeric(9, 4) NOT NULL,
	"sep" numeric(9, 4) NOT NULL,
	"oct" numeric(9, 4) NOT NULL,
	"nov" numeric(9, 4) NOT NULL,
	"dec" numeric(9, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "afr_rates_year_ck" CHECK (year between 1900 and 2200)
);
--> statement-breakpoint
CREATE TABLE "allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"investment_id" integer NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	CONSTRAINT "allocations_policy_investment_uq" UNIQUE("policy_id","investment_id"),
	CONSTRAINT "allocations_percent_ck" CHECK (percent > 0 and percent <= 100)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	CONSTRAINT "beneficiaries_policy_name_uq" UNIQUE("policy_id","name"),
	CONSTRAINT "beneficiaries_percent_ck" CHECK (percent > 0 and percent <= 100)
);
--> statement-breakpoint
CREATE TABLE "carrier_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"address1" text,
	"address2" text,
	"zip_code" text,
	"document_url" text,
	"bank_name" text,
	"bank_address" text,
	"routing" text,
	"account_number" text,
	"account_name" text,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"deleted_date" timestamp with time zone NOT NULL,
	"is_deleted" boolean DEFAULT true NOT NULL,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "division_employer_admins" (
	"division_id" integer NOT NULL,
	"employer_admin_id" integer NOT NULL,
	CONSTRAINT "division_employer_admins_division_id_employer_admin_id_pk" PRIMARY KEY("division_id","employer_admin_id")
);
--> statement-breakpoint
CREATE TABLE "division_producers" (
	"division_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	CONSTRAINT "division_producers_division_id_producer_id_pk" PRIMARY KEY("division_id","producer_id")
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"name" text NOT NULL,
	"plan_name" text,
	"address" text,
	"state" text,
	"city" text,
	"zip_code" text,
	"matching_contribution" numeric(9, 4),
	"percentage" numeric(9, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_employer_name_uq" UNIQUE("employer_id","name")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_name" text NOT NULL,
	"document_blob_name" text NOT NULL,
	"document_type" text NOT NULL,
	"client_id" integer,
	"carrier_id" integer,
	"division_id" integer,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_owner_name_uq" UNIQUE NULLS NOT DISTINCT("document_type","client_id","carrier_id","division_id","document_name"),
	CONSTRAINT "documents_type_ck" CHECK (document_type in ('ClientDocument', 'PlanDocument', 'PolicyDocument'))
);
--> statement-breakpoint
CREATE TABLE "employer_admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"file_status" text DEFAULT 'UnPublished' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"published_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"import_file_id" integer,
	"document_name" text NOT NULL,
	"percentage_of_completion" integer DEFAULT 0 NOT NULL,
	"file_type" text DEFAULT 'Csv' NOT NULL,
	"file_state" text DEFAULT 'Uploading' NOT NULL,
	"succeeded_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fail_type" text,
	"fail_info" text,
	"fail_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"investment_name" text NOT NULL,
	"type" text,
	"percentage" numeric(9, 4),
	CONSTRAINT "investments_carrier_name_uq" UNIQUE("carrier_id","investment_name")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"client_unique_id" text NOT NULL,
	"title" text,
	"note" text,
	"plan_enrollment_date" date,
	"status_type" text DEFAULT 'Active' NOT NULL,
	"matching_contribution" numeric(9, 4),
	"percentage" numeric(9, 4),
	CONSTRAINT "participants_status_ck" CHECK (status_type in ('ActiveContributing', 'ActiveNonContributing', 'NonParticipating', 'TerminatedDeferredBenefit', 'TerminatedReceivingBenefit', 'TerminatedExhaustedBenefit', 'RetiredDeferredBenefit', 'RetiredReceivingBenefit', 'RetiredExhaustedBenefit', 'Deceased', 'Active', 'InActive'))
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"product_id" integer,
	"division_id" integer NOT NULL,
	"policy_number" text NOT NULL,
	"policy_type" text DEFAULT 'Default' NOT NULL,
	"is_co_insured" boolean DEFAULT false NOT NULL,
	"co_insured_name" text,
	"co_insured_birth_day" date,
	"matching_contribution" numeric(9, 4),
	"percentage" numeric(9, 4),
	"agent" text,
	"loan" numeric(20, 2),
	"account_label" text,
	"anniversary_date" date,
	"status" text DEFAULT 'Active' NOT NULL,
	"status_applied_as_of" date,
	"is_show_policy" boolean DEFAULT true NOT NULL,
	"is_import" boolean DEFAULT false NOT NULL,
	"exchanged_policy_for_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_carrier_number_uq" UNIQUE("carrier_id","policy_number"),
	CONSTRAINT "policies_status_ck" CHECK (status in ('Active', 'Exchanged', 'Lapsed', 'Surrendered', 'Matured')),
	CONSTRAINT "policies_exchange_not_self_ck" CHECK (exchanged_policy_for_id is distinct from id)
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"since" date
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"product_name" text NOT NULL,
	CONSTRAINT "products_carrier_name_uq" UNIQUE("carrier_id","product_name")
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_info" (
	"id" integer PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fixtures_digest" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"date" date NOT NULL,
	"is_exchanged" boolean DEFAULT false NOT NULL,
	"import_file_id" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transactions_policy_date_type_uq" UNIQUE("policy_id","date","type"),
	CONSTRAINT "transactions_type_ck" CHECK (type in ('Default', 'BaseContribution', 'BonusContribution', 'NonQualContribution', 'OtherContribution', 'BaseContributionEE', 'BonusContributionEE', 'NonQualContributionEE', 'OtherContributionEE', 'BaseContributionERMatch', 'BonusContributionERMatch', 'NonQualContributionERMatch', 'OtherContributionERMatch', 'EmployerContribution', 'LoanDisbursement', 'LoanRepayment', 'LoanRepaymentEE', 'LoanRepaymentERMatch', 'Withdrawal', 'InterestCredit', 'Miscellaneous', 'LoanRepaymentEmployerContribution', 'LoanRepaymentNonQualContributionER'))
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"user_name" text,
	"phone_number" text,
	"role" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status_type" text,
	"notes" text,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"date_of_birth" date,
	"address" text,
	"state" text,
	"city" text,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK (role in ('Admin', 'Producer', 'EmployerAdmin', 'Employee'))
);
--> statement-breakpoint
ALTER TABLE "account_values" ADD CONSTRAINT "account_values_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_values" ADD CONSTRAINT "account_values_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_contacts" ADD CONSTRAINT "carrier_contacts_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_records" ADD CONSTRAINT "deletion_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_records" ADD CONSTRAINT "deletion_records_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_employer_admins" ADD CONSTRAINT "division_employer_admins_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_employer_admins" ADD CONSTRAINT "division_employer_admins_employer_admin_id_employer_admins_id_fk" FOREIGN KEY ("employer_admin_id") REFERENCES "public"."employer_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_producers" ADD CONSTRAINT "division_producers_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_producers" ADD CONSTRAINT "division_producers_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_participants_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_admins" ADD CONSTRAINT "employer_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_contacts" ADD CONSTRAINT "employer_contacts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_progress" ADD CONSTRAINT "import_progress_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_client_id_participants_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_exchanged_for_fk" FOREIGN KEY ("exchanged_policy_for_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_values_policy_date_idx" ON "account_values" USING btree ("policy_id","date");--> statement-breakpoint
CREATE INDEX "account_values_import_idx" ON "account_values" USING btree ("import_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "afr_rates_year_uq" ON "afr_rates" USING btree ("year");--> statement-breakpoint
CREATE INDEX "allocations_investment_idx" ON "allocations" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "carrier_contacts_carrier_idx" ON "carrier_contacts" USING btree ("carrier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_lower_uq" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "carriers_city_idx" ON "carriers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "carriers_state_idx" ON "carriers" USING btree ("state");--> statement-breakpoint
CREATE INDEX "carriers_is_active_idx" ON "carriers" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "deletion_records_user_idx" ON "deletion_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "division_employer_admins_admin_idx" ON "division_employer_admins" USING btree ("employer_admin_id");--> statement-breakpoint
CREATE INDEX "division_producers_producer_idx" ON "division_producers" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "divisions_name_idx" ON "divisions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_blob_uq" ON "documents" USING btree ("document_blob_name");--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "documents_division_idx" ON "documents" USING btree ("division_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_admins_user_uq" ON "employer_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employer_contacts_employer_idx" ON "employer_contacts" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employers_name_lower_uq" ON "employers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employers_is_active_idx" ON "employers" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "import_files_name_uq" ON "import_files" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "import_files_status_idx" ON "import_files" USING btree ("file_status");--> statement-breakpoint
CREATE INDEX "import_files_modified_idx" ON "import_files" USING btree ("modified");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_user_uq" ON "participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_unique_id_uq" ON "participants" USING btree ("client_unique_id");--> statement-breakpoint
CREATE INDEX "participants_division_idx" ON "participants" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "policies_client_idx" ON "policies" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "policies_division_idx" ON "policies" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "policies_number_idx" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "producers_user_uq" ON "producers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "producers_name_idx" ON "producers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_hash_uq" ON "refresh_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_policy_date_idx" ON "transactions" USING btree ("policy_id","date");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "transactions_import_idx" ON "transactions" USING btree ("import_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_is_active_idx" ON "users" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "users_is_deleted_idx" ON "users" USING btree ("is_deleted");--> statement-breakpoint
CREATE INDEX "users_last_first_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");