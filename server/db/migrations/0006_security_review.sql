CREATE TABLE "access_code_failures" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_code_failures" ADD CONSTRAINT "access_code_failures_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_token_hash_unique" UNIQUE("token_hash");