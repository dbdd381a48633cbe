CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`article_id` integer,
	`session_id` text,
	`user_agent` text,
	`ip_address` text,
	`referrer` text,
	`search_query` text,
	`timestamp` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`metadata` text,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `analytics_events_type_time_idx` ON `analytics_events` (`type`,`timestamp`);--> statement-breakpoint
CREATE INDEX `analytics_events_article_idx` ON `analytics_events` (`article_id`);--> statement-breakpoint
CREATE TABLE `analytics_summaries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`total_views` integer DEFAULT 0 NOT NULL,
	`unique_visitors` integer DEFAULT 0 NOT NULL,
	`top_articles` text DEFAULT '[]' NOT NULL,
	`top_searches` text DEFAULT '[]' NOT NULL,
	`bounce_rate` real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_summaries_date_unique` ON `analytics_summaries` (`date`);--> statement-breakpoint
CREATE TABLE `article_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`summary` text NOT NULL,
	`author_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`change_note` text,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `author_profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_revisions_article_version_idx` ON `article_revisions` (`article_id`,`version`);--> statement-breakpoint
CREATE TABLE `articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`section` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`author` text NOT NULL,
	`date` text NOT NULL,
	`date_display` text,
	`sort_time` integer NOT NULL,
	`image` text,
	`image_position` text DEFAULT 'center' NOT NULL,
	`additional_images` text DEFAULT '[]' NOT NULL,
	`status` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`read_time` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`author_id` integer,
	FOREIGN KEY (`author_id`) REFERENCES `author_profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_status_time_idx` ON `articles` (`status`,`sort_time`);--> statement-breakpoint
CREATE INDEX `articles_section_status_time_idx` ON `articles` (`section`,`status`,`sort_time`);--> statement-breakpoint
CREATE INDEX `articles_featured_status_time_idx` ON `articles` (`featured`,`status`,`sort_time`);--> statement-breakpoint
CREATE INDEX `articles_author_status_time_idx` ON `articles` (`author`,`status`,`sort_time`);--> statement-breakpoint
CREATE INDEX `articles_updated_idx` ON `articles` (`updated_at`);--> statement-breakpoint
CREATE INDEX `articles_author_id_idx` ON `articles` (`author_id`);--> statement-breakpoint
CREATE TABLE `author_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`social_twitter` text DEFAULT '' NOT NULL,
	`social_linkedin` text DEFAULT '' NOT NULL,
	`expertise` text DEFAULT '[]' NOT NULL,
	`joined_date` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `author_profiles_name_unique` ON `author_profiles` (`name`);--> statement-breakpoint
CREATE TABLE `breaking_news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`priority` integer DEFAULT 1 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`author_id` text,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `breaking_news_active_priority_idx` ON `breaking_news` (`active`,`priority`);--> statement-breakpoint
CREATE TABLE `editorial_team` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`background` text NOT NULL,
	`expertise` text NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `editorial_team_active_order_idx` ON `editorial_team` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'author' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_login` integer,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`lock_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);