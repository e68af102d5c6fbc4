CREATE TABLE "child_account_settings" (
	"child_account_id" integer PRIMARY KEY NOT NULL,
	"payment_term_id" integer,
	"daily_limit_litres" integer,
	"collection_shortening_days" integer DEFAULT 0 NOT NULL,
	"price_adjustment_e4" bigint DEFAULT 0 NOT NULL,
	"terminal_ids" integer[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_account_settings" ADD CONSTRAINT "child_account_settings_child_account_id_accounts_id_fk" FOREIGN KEY ("child_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_account_settings" ADD CONSTRAINT "child_account_settings_payment_term_id_payment_terms_id_fk" FOREIGN KEY ("payment_term_id") REFERENCES "public"."payment_terms"("id") ON DELETE no action ON UPDATE no action;