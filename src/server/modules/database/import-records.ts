import {
  type DatabaseImportResult,
  databaseExportSchema,
  exportIssueMessage,
  type ValidDatabaseExport,
} from '~/shared/schemas/database-export';
import type { Store } from '../../db/store';
import { withoutNul } from '../../http/nul-characters';
import { sanitizeArticleHtml } from '../articles/sanitize';
import { DatabaseImportError } from './import-error';
import { importRecords } from './record-importer';

export { DatabaseImportError } from './import-error';

type Data = ValidDatabaseExport['data'];

/**
 * A body cleaned as the editor's form cleans it (pages render it as stored);
 * null when nothing is left of it.
 */
export function cleanedBody(content: string): string | null {
  const cleaned = sanitizeArticleHtml(content);
  return cleaned.trim() ? cleaned : null;
}

/** The refusal of a record whose body is empty once cleaned; `where` is like `articles[3]`. */
export const emptyBodyMessage = (where: string) =>
  `${where}.content: Content is required (nothing is left once cleaned)`;

/** Validates the whole file, and cleans article bodies, before anything is written. */
export function validateImport(file: unknown): Data {
  // As every write of the site does: text keeps no NUL character (one text on both engines).
  const parsed = databaseExportSchema.safeParse(withoutNul(file));
  if (!parsed.success) throw new DatabaseImportError(exportIssueMessage(parsed.error));
  const { data } = parsed.data;
  data.articles.forEach((article, index) => {
    const content = cleanedBody(article.content);
    if (content === null) throw new DatabaseImportError(emptyBodyMessage(`articles[${index}]`));
    article.content = content;
  });
  data.articleRevisions.forEach((revision, index) => {
    const content = cleanedBody(revision.content);
    if (content === null) {
      throw new DatabaseImportError(emptyBodyMessage(`articleRevisions[${index}]`));
    }
    revision.content = content;
  });
  return data;
}

/** Adds what the database does not have yet, in one transaction: all or nothing. */
export function importData(store: Store, data: Data): Promise<DatabaseImportResult> {
  return importRecords(store, async (add) => {
    for (const record of data.users) await add.users(record);
    for (const record of data.authorProfiles) await add.authorProfiles(record);
    for (const record of data.articles) await add.articles(record);
    for (const record of data.articleRevisions) await add.articleRevisions(record);
    for (const record of data.breakingNews) await add.breakingNews(record);
    for (const record of data.editorialTeam) await add.editorialTeam(record);
    for (const record of data.analyticsSummaries) await add.analyticsSummaries(record);
    for (const record of data.analyticsArticleViews) await add.analyticsArticleViews(record);
  });
}
