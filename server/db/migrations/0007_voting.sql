CREATE TABLE "peoples_choice_awards" (
	"award_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peoples_choice_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"votes_per_award" integer DEFAULT 1 NOT NULL,
	"results_published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peoples_choice_votes_per_award_range" CHECK ("peoples_choice_settings"."votes_per_award" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "peoples_choice_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"award_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peoples_choice_votes_slot_range" CHECK ("peoples_choice_votes"."slot" >= 0 and "peoples_choice_votes"."slot" < 10)
);
--> statement-breakpoint
ALTER TABLE "peoples_choice_awards" ADD CONSTRAINT "peoples_choice_awards_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peoples_choice_awards" ADD CONSTRAINT "peoples_choice_awards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peoples_choice_settings" ADD CONSTRAINT "peoples_choice_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peoples_choice_votes" ADD CONSTRAINT "peoples_choice_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peoples_choice_votes" ADD CONSTRAINT "peoples_choice_votes_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peoples_choice_votes" ADD CONSTRAINT "peoples_choice_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peoples_choice_votes" ADD CONSTRAINT "peoples_choice_votes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peoples_choice_awards_event_id_index" ON "peoples_choice_awards" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peoples_choice_votes_slot_idx" ON "peoples_choice_votes" USING btree ("award_id","voter_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "peoples_choice_votes_project_idx" ON "peoples_choice_votes" USING btree ("award_id","voter_id","project_id");--> statement-breakpoint
CREATE INDEX "peoples_choice_votes_count_idx" ON "peoples_choice_votes" USING btree ("award_id","project_id");--> statement-breakpoint
CREATE INDEX "peoples_choice_votes_event_voter_idx" ON "peoples_choice_votes" USING btree ("event_id","voter_id");