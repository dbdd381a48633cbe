-- Data only, no schema change. Every version of an article now has its
-- article_revisions row, the current one included (written by the save
-- that produces it). Articles saved before then hold their current version
-- only in the article row: give each its row, as that row records it (text,
-- who saved it, when and why). A row already on file for that version stays.
INSERT OR IGNORE INTO `article_revisions` (`article_id`, `version`, `title`, `content`, `summary`, `author_id`, `created_at`, `change_note`, `saved_by`)
SELECT `id`, `version`, `title`, `content`, `summary`, `author_id`, `updated_at`, `change_note`, `saved_by` FROM `articles`;
