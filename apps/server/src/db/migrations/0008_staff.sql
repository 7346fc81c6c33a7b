CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "about_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "disabled_gifts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("created_at") WHERE "photos"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profiles_about_pending_idx" ON "profiles" USING btree ("updated_at") WHERE "profiles"."about_pending";--> statement-breakpoint
CREATE INDEX "profiles_fictional_idx" ON "profiles" USING btree ("site_id") WHERE "profiles"."fictional";--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role") WHERE "users"."role" is not null;--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
