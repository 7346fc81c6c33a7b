CREATE TABLE "banned_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"user_id" integer,
	"banned_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "refuse_disposable_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_canonical" text GENERATED ALWAYS AS (case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com')
        then replace(regexp_replace(split_part(lower(email), '@', 1), '^(.[^+]*)\+.*$', '\1'), '.', '') || '@gmail.com'
        else regexp_replace(split_part(lower(email), '@', 1), '^(.[^+]*)\+.*$', '\1') || '@' || split_part(lower(email), '@', 2) end) STORED;--> statement-breakpoint
ALTER TABLE "banned_addresses" ADD CONSTRAINT "banned_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banned_addresses_hash_idx" ON "banned_addresses" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "banned_addresses_user_idx" ON "banned_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_site_email_canonical_idx" ON "users" USING btree ("site_id","email_canonical");