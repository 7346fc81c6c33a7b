CREATE TABLE "likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"via" text DEFAULT 'profile' NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id")
);
--> statement-breakpoint
CREATE TABLE "swipe_passes" (
	"user_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_passes_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_users_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_id","created_at");--> statement-breakpoint
CREATE INDEX "likes_swipe_day_idx" ON "likes" USING btree ("liker_id","via","created_at");