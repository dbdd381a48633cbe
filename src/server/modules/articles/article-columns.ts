import type { ArticleStatus } from '~/shared/article-constants';
import { parseArticleDate } from '~/shared/dates';
import type { ValidArticleInput } from '~/shared/schemas/article';
import type { ArticleRow } from './article-rows';

/**
 * The columns the server derives from an article's fields, however it
 * arrives (the editor's form, the demo seed, an imported file): an empty
 * image URL is stored as none, and the ordering key is the free-text date
 * when it parses, else the creation time.
 */
export function derivedColumns(fields: { date: string; image: string | null }, createdAt: Date) {
  return {
    image: fields.image || null,
    sortTime: parseArticleDate(fields.date) ?? createdAt.getTime(),
  };
}

/**
 * When a saved article is published. An editor's time stands as given (a
 * time to come schedules the article). Null drops a schedule: a publication
 * that already happened stands, one still to come does not. Left out, the
 * stored time stands, or the first save that is not a draft sets it.
 */
export function publishTime(
  requested: string | null | undefined,
  stored: Date | null | undefined,
  status: ArticleStatus,
  now: Date,
): Date | null {
  if (typeof requested === 'string') return new Date(requested);
  const kept = requested === null && stored && stored > now ? null : stored;
  return kept ?? (status === 'draft' ? null : now);
}

/** What an edit keeps of the stored article it replaces. */
export type StoredArticle = Pick<ArticleRow, 'createdAt' | 'publishedAt' | 'version'>;

export interface SaveContext {
  /** The body, already cleaned of unsafe HTML (and checked not to be empty). */
  content: string;
  /** The author profile whose name is the byline, if any. */
  authorId: number | null;
  now: Date;
  /** The article being replaced; null for a new one. */
  stored: StoredArticle | null;
}

/**
 * Every column a save through the back office writes, for a new article and
 * an edit alike: the payload as given, the cleaned body, the derived columns,
 * and the server-managed dates and version.
 */
export function savedColumns(
  input: ValidArticleInput,
  { content, authorId, now, stored }: SaveContext,
) {
  const createdAt = stored?.createdAt ?? now;
  // The loaded version only guards the save; the note belongs to the new version.
  const { version: _loadedVersion, changeNote, publishedAt, ...fields } = input;
  return {
    ...fields,
    changeNote: changeNote || null,
    content,
    ...derivedColumns(input, createdAt),
    createdAt,
    updatedAt: now,
    // A later return to draft keeps the record of the first publication.
    publishedAt: publishTime(publishedAt, stored?.publishedAt, input.status, now),
    version: stored ? stored.version + 1 : 1,
    authorId,
  };
}

/** What a version of an article is made of: the columns its revision row copies. */
type VersionFields = Pick<
  ArticleRow,
  | 'id'
  | 'version'
  | 'title'
  | 'content'
  | 'summary'
  | 'authorId'
  | 'updatedAt'
  | 'changeNote'
  | 'savedBy'
>;

/**
 * The `article_revisions` row of an article's current version: its text,
 * who saved it, when (the save's time) and the note they left.
 */
export function revisionOf(row: VersionFields) {
  return {
    articleId: row.id,
    version: row.version,
    title: row.title,
    content: row.content,
    summary: row.summary,
    authorId: row.authorId,
    createdAt: row.updatedAt,
    changeNote: row.changeNote,
    savedBy: row.savedBy,
  };
}
