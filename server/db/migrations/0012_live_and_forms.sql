CREATE TABLE "submission_answers" (
	"project_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_answers_project_id_field_id_pk" PRIMARY KEY("project_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "submission_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"label" varchar(160) NOT NULL,
	"help_text" varchar(500) DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_demo_slots" (
	"project_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_demo_slots_project_id_pk" PRIMARY KEY("project_id")
);
--> statement-breakpoint
ALTER TABLE "submission_answers" ADD CONSTRAINT "submission_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD CONSTRAINT "submission_answers_field_id_submission_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."submission_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_fields" ADD CONSTRAINT "submission_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_demo_slots" ADD CONSTRAINT "project_demo_slots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_answers_field_id_index" ON "submission_answers" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "submission_fields_event_id_position_index" ON "submission_fields" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "live_streams_event_id_starts_at_index" ON "live_streams" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE TRIGGER live_streams_public_change AFTER INSERT OR UPDATE OR DELETE ON live_streams FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER submission_fields_public_change AFTER INSERT OR UPDATE OR DELETE ON submission_fields FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER project_demo_slots_public_change AFTER INSERT OR UPDATE OR DELETE ON project_demo_slots FOR EACH ROW EXECUTE FUNCTION showcase_public_change('project');
--> statement-breakpoint
CREATE TRIGGER submission_answers_public_change AFTER INSERT OR UPDATE OR DELETE ON submission_answers FOR EACH ROW EXECUTE FUNCTION showcase_public_change('project');
