CREATE TABLE `sign_in_attempts` (
	`address` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`attempts` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_attempts_window_idx` ON `sign_in_attempts` (`window_start`);