ALTER TABLE "credit_ledger" ADD COLUMN "recipient_fictional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fictional_ack_at" timestamp with time zone;--> statement-breakpoint
-- Credits already spent on staff-run profiles: the messages, photos and gifts they paid for.
UPDATE "credit_ledger" l SET "recipient_fictional" = true
  FROM "messages" m
  JOIN "conversations" c ON c."id" = m."conversation_id"
  JOIN "profiles" p ON p."user_id" IN (c."user_a", c."user_b") AND p."user_id" <> m."sender_id" AND p."fictional"
 WHERE l."amount" < 0 AND l."user_id" = m."sender_id" AND l."reference" = 'message:' || m."id";
