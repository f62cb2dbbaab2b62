CREATE TABLE "know_engaged_reads" (
	"know_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"period" text NOT NULL,
	"knower_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "know_engaged_reads_know_id_reader_id_period_pk" PRIMARY KEY("know_id","reader_id","period")
);
--> statement-breakpoint
ALTER TABLE "know_engaged_reads" ADD CONSTRAINT "know_engaged_reads_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_engaged_reads" ADD CONSTRAINT "know_engaged_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_engaged_reads" ADD CONSTRAINT "know_engaged_reads_knower_id_knowers_id_fk" FOREIGN KEY ("knower_id") REFERENCES "public"."knowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "know_engaged_reads_knower_idx" ON "know_engaged_reads" USING btree ("knower_id","period");