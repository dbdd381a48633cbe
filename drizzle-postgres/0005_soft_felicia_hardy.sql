DROP INDEX "articles_title_idx";--> statement-breakpoint
DROP INDEX "articles_status_title_idx";--> statement-breakpoint
DROP INDEX "articles_section_title_idx";--> statement-breakpoint
DROP INDEX "articles_section_status_title_idx";--> statement-breakpoint
CREATE INDEX "articles_title_idx" ON "articles" USING btree ((translate("title", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "articles_status_title_idx" ON "articles" USING btree ("status",(translate("title", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "articles_section_title_idx" ON "articles" USING btree ("section",(translate("title", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "articles_section_status_title_idx" ON "articles" USING btree ("section","status",(translate("title", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') COLLATE "C"),"id");