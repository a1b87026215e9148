ALTER TYPE "public"."event_role" ADD VALUE 'ss_event_judge';--> statement-breakpoint
CREATE TABLE "judge_conflicts" (
	"judge_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_conflicts_judge_id_project_id_pk" PRIMARY KEY("judge_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "judges" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "judging_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer,
	"name" varchar(120) NOT NULL,
	"description" text,
	"weight" double precision NOT NULL,
	"scale_min" integer NOT NULL,
	"scale_max" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"compared_with_id" integer,
	"raw_score" double precision,
	"preferred" varchar(8),
	"note" text,
	"comment" text,
	"skip_reason" varchar(16),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "judging_pins" (
	"round_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_pins_round_id_judge_id_project_id_pk" PRIMARY KEY("round_id","judge_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "judging_requests" (
	"judge_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"look_id" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_requests_judge_id_key_pk" PRIMARY KEY("judge_id","key")
);
--> statement-breakpoint
CREATE TABLE "judging_round_projects" (
	"round_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "judging_round_projects_round_id_project_id_pk" PRIMARY KEY("round_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "judging_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"project_set" varchar(16) NOT NULL,
	"category_id" integer,
	"source_round_id" integer,
	"finalist_count" integer,
	"target_looks" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"timeline_id" integer,
	"seed" integer NOT NULL,
	"feedback_released_at" timestamp with time zone,
	"projects_fixed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_scores" (
	"look_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "judging_scores_look_id_criterion_id_pk" PRIMARY KEY("look_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "judging_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"judge_registration" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_invitations" ADD COLUMN "user_name" varchar(20);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "table_number" varchar(32);--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_conflicts" ADD CONSTRAINT "judge_conflicts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judges" ADD CONSTRAINT "judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_criteria" ADD CONSTRAINT "judging_criteria_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_criteria" ADD CONSTRAINT "judging_criteria_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_looks" ADD CONSTRAINT "judging_looks_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_looks" ADD CONSTRAINT "judging_looks_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_looks" ADD CONSTRAINT "judging_looks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_looks" ADD CONSTRAINT "judging_looks_compared_with_id_projects_id_fk" FOREIGN KEY ("compared_with_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_pins" ADD CONSTRAINT "judging_pins_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_pins" ADD CONSTRAINT "judging_pins_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_pins" ADD CONSTRAINT "judging_pins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_requests" ADD CONSTRAINT "judging_requests_judge_id_judges_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."judges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_requests" ADD CONSTRAINT "judging_requests_look_id_judging_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."judging_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_round_projects" ADD CONSTRAINT "judging_round_projects_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_round_projects" ADD CONSTRAINT "judging_round_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rounds" ADD CONSTRAINT "judging_rounds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rounds" ADD CONSTRAINT "judging_rounds_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rounds" ADD CONSTRAINT "judging_rounds_source_round_id_judging_rounds_id_fk" FOREIGN KEY ("source_round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_rounds" ADD CONSTRAINT "judging_rounds_timeline_id_timelines_id_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."timelines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_look_id_judging_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."judging_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_criterion_id_judging_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."judging_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_settings" ADD CONSTRAINT "judging_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judges_event_user_idx" ON "judges" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "judges_user_id_index" ON "judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "judging_criteria_event_id_category_id_position_index" ON "judging_criteria" USING btree ("event_id","category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_looks_round_judge_project_idx" ON "judging_looks" USING btree ("round_id","judge_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_looks_one_in_progress_idx" ON "judging_looks" USING btree ("round_id","judge_id") WHERE "judging_looks"."status" = 'in-progress';--> statement-breakpoint
CREATE INDEX "judging_looks_round_id_status_index" ON "judging_looks" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "judging_looks_project_id_index" ON "judging_looks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "judging_rounds_event_id_index" ON "judging_rounds" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "judging_scores_criterion_id_index" ON "judging_scores" USING btree ("criterion_id");