CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"kvk" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"tradenames" text[] DEFAULT '{}'::text[] NOT NULL,
	"vat_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"delete_discount" integer DEFAULT 0 NOT NULL,
	"added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"domain_language" text NOT NULL,
	"cdn_prefix" text DEFAULT '' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"countries" text[] NOT NULL,
	"niche" integer DEFAULT 1 NOT NULL,
	"signups" text DEFAULT 'all' NOT NULL,
	"logged_out_search" boolean DEFAULT true NOT NULL,
	"logged_out_search_trafficsource" boolean DEFAULT false NOT NULL,
	"minimum_message_costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message_credits" integer DEFAULT 10 NOT NULL,
	"photo_credits" integer DEFAULT 20 NOT NULL,
	"gift_credits" integer DEFAULT 30 NOT NULL,
	"signup_credits" integer DEFAULT 0 NOT NULL,
	"message_length" integer DEFAULT 1000 NOT NULL,
	"visible_profile_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible_profile_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"fictional_icon" text DEFAULT '🎭' NOT NULL,
	"fictional_warning" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fictional_singular" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fictional_plural" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refund_days" integer DEFAULT 14 NOT NULL,
	"member_resell" boolean DEFAULT false NOT NULL,
	"enable_site_entry_popup" boolean DEFAULT true NOT NULL,
	"entry_warning_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_niche_range" CHECK ("sites"."niche" between 1 and 7),
	CONSTRAINT "sites_credits_not_negative" CHECK ("sites"."message_credits" >= 0 and "sites"."photo_credits" >= 0 and "sites"."gift_credits" >= 0 and "sites"."signup_credits" >= 0),
	CONSTRAINT "sites_message_length_positive" CHECK ("sites"."message_length" > 0),
	CONSTRAINT "sites_refund_days_not_negative" CHECK ("sites"."refund_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_slug_key" ON "interests" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_code_key" ON "regions" USING btree ("country","code");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_domain_key" ON "sites" USING btree ("domain");