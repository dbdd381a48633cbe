-- Sign-in locks move from the account to the pair of username and client
-- address: an attacker's misses lock out the attacker's address, never the
-- account's owner. The users columns become the account's record since its
-- last successful sign-in. Old account-wide locks are not carried over (no
-- address is known for them); lock_count, which counted every lock since the
-- account was created, now counts those since the last sign-in: every fifth
-- consecutive miss locked, so that is failed_attempts / 5.
CREATE TABLE `sign_in_failures` (
	`account` text NOT NULL,
	`address` text NOT NULL,
	`failures` integer NOT NULL,
	`lock_count` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`last_failure_at` integer NOT NULL,
	`forget_at` integer NOT NULL,
	PRIMARY KEY(`account`, `address`)
);
--> statement-breakpoint
CREATE INDEX `sign_in_failures_forget_idx` ON `sign_in_failures` (`forget_at`);
--> statement-breakpoint
UPDATE `users` SET `lock_count` = `failed_attempts` / 5;
