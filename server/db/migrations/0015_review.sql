CREATE TABLE "review_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "review_actions_item_idx" ON "review_actions" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "review_actions_actor_idx" ON "review_actions" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "knows_review_queue_idx" ON "knows" USING btree ("created_at") WHERE "knows"."status" = 'IN_REVIEW';