CREATE TABLE "consent_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"age_under" integer,
	"text" varchar(5000) DEFAULT '' NOT NULL,
	"text_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"parent_email" varchar(320) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"parent_name" varchar(120),
	"relationship" varchar(60),
	"decision" varchar(12),
	"text_version" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_consents" ADD CONSTRAINT "parent_consents_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_consents_token_hash_index" ON "parent_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_consents_registration_id_index" ON "parent_consents" USING btree ("registration_id");