CREATE TABLE "registration_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"label" varchar(160) NOT NULL,
	"help_text" varchar(500) DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"mode" varchar(8) DEFAULT 'review' NOT NULL,
	"capacity" integer,
	"rsvp_days" integer DEFAULT 7,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" varchar(1000),
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rsvp_due_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(16),
	"birth_date" date,
	"consent_status" varchar(12) DEFAULT 'not_needed' NOT NULL,
	"consent_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"qr_token" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_fields" ADD CONSTRAINT "registration_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_fields_event_id_position_index" ON "registration_fields" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_id_user_id_index" ON "registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_qr_token_index" ON "registrations" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "registrations_event_id_status_applied_at_index" ON "registrations" USING btree ("event_id","status","applied_at");--> statement-breakpoint
CREATE INDEX "registrations_user_id_index" ON "registrations" USING btree ("user_id");