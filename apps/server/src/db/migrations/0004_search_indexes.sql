DROP INDEX "profiles_browse_idx";--> statement-breakpoint
DROP INDEX "profiles_browse_country_idx";--> statement-breakpoint
DROP INDEX "profiles_browse_all_idx";--> statement-breakpoint
CREATE INDEX "profiles_browse_age_idx" ON "profiles" USING btree ("site_id","gender","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"birth_date") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_browse_country_age_idx" ON "profiles" USING btree ("site_id","country","gender","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"birth_date") WHERE "profiles"."searchable";--> statement-breakpoint
CREATE INDEX "profiles_browse_all_age_idx" ON "profiles" USING btree ("site_id","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST,"birth_date") WHERE "profiles"."searchable";