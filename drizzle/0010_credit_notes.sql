CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "reason" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "credit_note_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_credit_note_key" ON "booking_refunds" USING btree ("credit_note_number");