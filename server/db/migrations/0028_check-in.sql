ALTER TYPE "public"."event_role" ADD VALUE 'ss_event_volunteer';--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "checked_in_client_id" varchar(64);