ALTER TABLE "conversation_members" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
-- Each member's newest message they may see, for the conversations that exist already.
UPDATE "conversation_members" cm SET "last_message_id" = (
  SELECT m."id" FROM "messages" m
   WHERE m."conversation_id" = cm."conversation_id"
     AND (m."sender_id" = cm."user_id" OR m."delivered_at" IS NOT NULL)
   ORDER BY m."id" DESC LIMIT 1);
