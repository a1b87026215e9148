ALTER TABLE "judging_looks" ADD COLUMN "criterion_ids" integer[];--> statement-breakpoint
ALTER TABLE "judging_looks" ADD COLUMN "late_decision" varchar(16);--> statement-breakpoint
ALTER TABLE "judging_requests" ADD COLUMN "fingerprint" varchar(64);