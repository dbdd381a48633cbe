-- Hand-written: a body index that names the bodies holding a word's
-- trigrams without reading them (docs/decisions/019, "Bodies named without
-- being read"). The content's trigram index (0003) serves regular
-- expressions, which it answers lossily: every body it names is read and
-- checked again. An array index on the trigrams of the body, ASCII letters
-- folded, answers `@>` from the index alone; its trigrams are compared
-- bytewise (COLLATE "C"), on every server alike. The expression must stay
-- exactly src/server/db/postgres/body-trigrams.ts's `bodyTrigrams`,
-- constants written out, for the planner to match it.
CREATE INDEX "articles_body_trigrams_idx" ON "articles" USING gin ((show_trgm(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("content", 'A', 'a'), 'B', 'b'), 'C', 'c'), 'D', 'd'), 'E', 'e'), 'F', 'f'), 'G', 'g'), 'H', 'h'), 'I', 'i'), 'J', 'j'), 'K', 'k'), 'L', 'l'), 'M', 'm'), 'N', 'n'), 'O', 'o'), 'P', 'p'), 'Q', 'q'), 'R', 'r'), 'S', 's'), 'T', 't'), 'U', 'u'), 'V', 'v'), 'W', 'w'), 'X', 'x'), 'Y', 'y'), 'Z', 'z'), 'K', 'k'), 'İ', 'i'))) COLLATE "C");
