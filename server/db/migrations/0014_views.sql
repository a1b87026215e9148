CREATE TABLE "project_views" (
	"project_id" integer NOT NULL,
	"day" date DEFAULT (now() at time zone 'UTC')::date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_views_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;