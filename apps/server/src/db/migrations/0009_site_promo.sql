ALTER TABLE "sites" ADD COLUMN "cam_promo_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "cam_promo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "cam_promo_image" text DEFAULT '' NOT NULL;