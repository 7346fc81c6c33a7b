ALTER TABLE "messages" ADD COLUMN "photo_explicit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_screening" jsonb;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "screening" jsonb;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "explicit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "held_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "risk" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "copy_of" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "screen_explicit_main" text DEFAULT 'hold' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "screen_no_face" text DEFAULT 'allow' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blur_explicit_photos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_pending_risk_idx" ON "photos" USING btree ("risk" DESC NULLS LAST,"created_at") WHERE "photos"."status" = 'pending';