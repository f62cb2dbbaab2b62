CREATE TABLE "ai_allowances" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"used_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_allowances_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "ai_allowances_used_check" CHECK ("ai_allowances"."used_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"note" text,
	"complete" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chat_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"learning_bot_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_exam_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"exam_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_learning_bots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"content_language" text NOT NULL,
	"know_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_mock_exams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"user_input" text DEFAULT '' NOT NULL,
	"content_language" text NOT NULL,
	"questions" jsonb NOT NULL,
	"engine" text NOT NULL,
	"note" text,
	"source_know_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"upload_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_summaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"length" text NOT NULL,
	"content_language" text NOT NULL,
	"sentences" jsonb NOT NULL,
	"engine" text NOT NULL,
	"note" text,
	"source_know_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"upload_id" uuid,
	"course_uuid" uuid,
	"course_title" text,
	"saved_know_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_allowances" ADD CONSTRAINT "ai_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_session_id_ai_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_sessions" ADD CONSTRAINT "ai_chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_exam_attempts" ADD CONSTRAINT "ai_exam_attempts_exam_id_ai_mock_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."ai_mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_learning_bots" ADD CONSTRAINT "ai_learning_bots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_mock_exams" ADD CONSTRAINT "ai_mock_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_saved_know_id_knows_id_fk" FOREIGN KEY ("saved_know_id") REFERENCES "public"."knows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_messages_session_idx" ON "ai_chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_chat_sessions_user_idx" ON "ai_chat_sessions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_exam_attempts_exam_idx" ON "ai_exam_attempts" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_learning_bots_owner_idx" ON "ai_learning_bots" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_mock_exams_user_idx" ON "ai_mock_exams" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_summaries_user_idx" ON "ai_summaries" USING btree ("user_id","created_at");