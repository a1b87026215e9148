ALTER TABLE "events" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue" varchar(255);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organiser" varchar(255);