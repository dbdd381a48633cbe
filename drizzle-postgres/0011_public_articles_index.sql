DROP INDEX "articles_section_status_time_idx";--> statement-breakpoint
DROP INDEX "articles_author_status_time_idx";--> statement-breakpoint
CREATE INDEX "articles_status_published_idx" ON "articles" USING btree ("status","published_at","updated_at","author");--> statement-breakpoint
CREATE INDEX "articles_section_status_time_idx" ON "articles" USING btree ("section","status","sort_time","published_at");--> statement-breakpoint
CREATE INDEX "articles_author_status_time_idx" ON "articles" USING btree ("author","status","sort_time","published_at");