ALTER TABLE "project_memberships" ADD COLUMN "title" varchar(60);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;