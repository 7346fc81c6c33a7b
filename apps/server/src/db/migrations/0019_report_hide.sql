ALTER TABLE "profiles" ADD COLUMN "report_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reports_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "report_hide_threshold" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_profile_idx" ON "reports" USING btree ("profile_id","created_at");