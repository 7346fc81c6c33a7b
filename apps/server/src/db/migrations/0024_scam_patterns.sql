CREATE TABLE "message_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"fictional" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "message_flags_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "scam" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "scam_patterns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "scam_patterns_builtin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_flags" ADD CONSTRAINT "message_flags_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_flags" ADD CONSTRAINT "message_flags_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_flags" ADD CONSTRAINT "message_flags_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_flags_status_idx" ON "message_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "message_flags_sender_idx" ON "message_flags" USING btree ("sender_id","created_at");--> statement-breakpoint
-- Members banned before this version leave the listings now (decision 042); the job that ends
-- expired bans lists the others again.
UPDATE "profiles" p SET "searchable" = false FROM "users" u WHERE u."id" = p."user_id" AND u."banned_at" IS NOT NULL;