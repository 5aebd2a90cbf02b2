CREATE INDEX "account_events_created_idx" ON "account_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_events_actor_idx" ON "account_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_created_idx" ON "booking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_events_actor_idx" ON "booking_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_actor_idx" ON "payment_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_events_created_idx" ON "deposit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposit_events_actor_idx" ON "deposit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_thread_created_idx" ON "submission_thread" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submission_thread_author_idx" ON "submission_thread" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");