import {
  DATABASE_TABLES,
  type DatabaseImportResult,
  type DatabaseTable,
  type DatabaseTableCounts,
  databaseExportSchema,
  exportIssueMessage,
  type ValidDatabaseExport,
} from '~/shared/schemas/database-export';
import type { Db } from '../../db/client';
import {
  analyticsArticleViews,
  analyticsSummaries,
  articleCorrections,
  articleRevisions,
  articles,
  authorProfiles,
  breakingNews,
  editorialTeam,
  users,
} from '../../db/schema';
import { derivedColumns, revisionOf } from '../articles/article-columns';
import { sanitizeArticleHtml } from '../articles/sanitize';

/** An import that was refused; the message names the record at fault. Nothing was written. */
export class DatabaseImportError extends Error {}

function zeroCounts(): DatabaseTableCounts {
  return Object.fromEntries(DATABASE_TABLES.map((name) => [name, 0])) as DatabaseTableCounts;
}

type Data = ValidDatabaseExport['data'];

/** Validates the whole file, and cleans article bodies, before anything is written. */
export function validateImport(file: unknown): Data {
  const parsed = databaseExportSchema.safeParse(file);
  if (!parsed.success) throw new DatabaseImportError(exportIssueMessage(parsed.error));
  const { data } = parsed.data;
  // Bodies are cleaned as the editor's form cleans them: pages render them as stored.
  data.articles.forEach((article, index) => {
    article.content = sanitizeArticleHtml(article.content);
    if (!article.content.trim()) {
      throw new DatabaseImportError(
        `articles[${index}].content: Content is required (nothing is left once cleaned)`,
      );
    }
  });
  data.articleRevisions.forEach((revision, index) => {
    revision.content = sanitizeArticleHtml(revision.content);
    if (!revision.content.trim()) {
      throw new DatabaseImportError(
        `articleRevisions[${index}].content: Content is required (nothing is left once cleaned)`,
      );
    }
  });
  return data;
}

/**
 * Adds what the database does not have yet. A record already present (the
 * same id or the same natural key) is skipped and its row left untouched.
 * Ids of the file that belong to another record here get a new id, and
 * every reference to them follows. One synchronous transaction: all or nothing.
 */
export function importData(db: Db, data: Data): DatabaseImportResult {
  const imported = zeroCounts();
  const skipped = zeroCounts();
  const count = (name: DatabaseTable, added: boolean) => {
    if (added) imported[name] += 1;
    else skipped[name] += 1;
  };

  db.transaction(
    (tx) => {
      // Ids of the file -> ids in the database, for the references that follow.
      const userIds = new Map<string, string>();
      const profileIds = new Map<number, number>();
      /** null: the article was already here, so its revisions are too. */
      const articleIds = new Map<number, number | null>();
      /** Every article of the file -> the article it is here, added now or already here. */
      const articleTargets = new Map<number, number>();

      const existingUsers = tx.select({ id: users.id, username: users.username }).from(users).all();
      const userById = new Set(existingUsers.map((row) => row.id));
      const userByName = new Map(existingUsers.map((row) => [row.username, row.id]));
      for (const user of data.users) {
        const existing = userById.has(user.id) ? user.id : userByName.get(user.username);
        if (existing !== undefined) {
          userIds.set(user.id, existing);
          count('users', false);
          continue;
        }
        tx.insert(users).values(user).run();
        userById.add(user.id);
        userByName.set(user.username, user.id);
        userIds.set(user.id, user.id);
        count('users', true);
      }

      const existingProfiles = tx
        .select({ id: authorProfiles.id, name: authorProfiles.name })
        .from(authorProfiles)
        .all();
      const profileIdTaken = new Set(existingProfiles.map((row) => row.id));
      const profileByName = new Map(existingProfiles.map((row) => [row.name, row.id]));
      for (const { id, ...profile } of data.authorProfiles) {
        const existing = profileByName.get(profile.name);
        if (existing !== undefined) {
          profileIds.set(id, existing);
          count('authorProfiles', false);
          continue;
        }
        const row = tx
          .insert(authorProfiles)
          .values(profileIdTaken.has(id) ? profile : { id, ...profile })
          .returning({ id: authorProfiles.id })
          .get();
        profileIdTaken.add(row.id);
        profileByName.set(profile.name, row.id);
        profileIds.set(id, row.id);
        count('authorProfiles', true);
      }

      const existingArticles = tx
        .select({ id: articles.id, slug: articles.slug })
        .from(articles)
        .all();
      const articleIdTaken = new Set(existingArticles.map((row) => row.id));
      const articleBySlug = new Map(existingArticles.map((row) => [row.slug, row.id]));
      const userOf = (id: string | null) => (id === null ? null : (userIds.get(id) ?? null));
      /** The current version of every article added: its revision row unless the file has it. */
      const currentVersions: ReturnType<typeof revisionOf>[] = [];
      for (const { id, authorId, createdBy, savedBy, corrections, ...article } of data.articles) {
        const existing = articleBySlug.get(article.slug);
        if (existing !== undefined) {
          articleIds.set(id, null);
          articleTargets.set(id, existing);
          count('articles', false);
          continue;
        }
        // Dates, version and the cleaned body come from the file as they are.
        const values = {
          ...article,
          ...derivedColumns(article, article.createdAt),
          authorId: authorId === null ? null : (profileIds.get(authorId) ?? null),
          createdBy: userOf(createdBy),
          savedBy: userOf(savedBy),
        };
        const row = tx
          .insert(articles)
          .values(articleIdTaken.has(id) ? values : { id, ...values })
          .returning({ id: articles.id })
          .get();
        currentVersions.push(revisionOf({ ...values, id: row.id }));
        for (const correction of corrections) {
          tx.insert(articleCorrections)
            .values({ ...correction, articleId: row.id, createdBy: userOf(correction.createdBy) })
            .run();
        }
        articleIdTaken.add(row.id);
        articleBySlug.set(article.slug, row.id);
        articleIds.set(id, row.id);
        articleTargets.set(id, row.id);
        count('articles', true);
      }

      const existingRevisions = tx
        .select({
          id: articleRevisions.id,
          articleId: articleRevisions.articleId,
          version: articleRevisions.version,
        })
        .from(articleRevisions)
        .all();
      const revisionIdTaken = new Set(existingRevisions.map((row) => row.id));
      const revisionKey = (articleId: number, version: number) => `${articleId}:${version}`;
      const revisionKeys = new Set(
        existingRevisions.map((row) => revisionKey(row.articleId, row.version)),
      );
      for (const { id, articleId, authorId, savedBy, ...revision } of data.articleRevisions) {
        const target = articleIds.get(articleId);
        if (target === null || target === undefined) {
          count('articleRevisions', false);
          continue;
        }
        const key = revisionKey(target, revision.version);
        if (revisionKeys.has(key)) {
          count('articleRevisions', false);
          continue;
        }
        const values = {
          ...revision,
          articleId: target,
          authorId: authorId === null ? null : (profileIds.get(authorId) ?? null),
          savedBy: userOf(savedBy),
        };
        const row = tx
          .insert(articleRevisions)
          .values(revisionIdTaken.has(id) ? values : { id, ...values })
          .returning({ id: articleRevisions.id })
          .get();
        revisionIdTaken.add(row.id);
        revisionKeys.add(key);
        count('articleRevisions', true);
      }
      // A file lists the versions an article replaced; its current version
      // is the article record itself (who saved it, when and why included),
      // so its row is made from it here. Not counted: it is no record of the file.
      for (const current of currentVersions) {
        const key = revisionKey(current.articleId, current.version);
        if (revisionKeys.has(key)) continue;
        tx.insert(articleRevisions).values(current).run();
        revisionKeys.add(key);
      }

      const breakingIdTaken = new Set(
        tx
          .select({ id: breakingNews.id })
          .from(breakingNews)
          .all()
          .map((row) => row.id),
      );
      for (const item of data.breakingNews) {
        if (breakingIdTaken.has(item.id)) {
          count('breakingNews', false);
          continue;
        }
        tx.insert(breakingNews)
          .values({
            ...item,
            link: item.link || null,
            authorId: item.authorId === null ? null : (userIds.get(item.authorId) ?? null),
          })
          .run();
        breakingIdTaken.add(item.id);
        count('breakingNews', true);
      }

      const existingMembers = tx
        .select({ id: editorialTeam.id, name: editorialTeam.name })
        .from(editorialTeam)
        .all();
      const memberIdTaken = new Set(existingMembers.map((row) => row.id));
      const memberNames = new Set(existingMembers.map((row) => row.name));
      for (const member of data.editorialTeam) {
        if (memberIdTaken.has(member.id) || memberNames.has(member.name)) {
          count('editorialTeam', false);
          continue;
        }
        tx.insert(editorialTeam).values(member).run();
        memberIdTaken.add(member.id);
        memberNames.add(member.name);
        count('editorialTeam', true);
      }

      // A day of readership comes whole or not at all: a day already
      // here keeps its own figures, and its article views with them.
      const existingSummaries = tx
        .select({ id: analyticsSummaries.id, date: analyticsSummaries.date })
        .from(analyticsSummaries)
        .all();
      const summaryIdTaken = new Set(existingSummaries.map((row) => row.id));
      const summaryDates = new Set(existingSummaries.map((row) => row.date));
      const importedDays = new Set<string>();
      for (const { id, topArticles, ...summary } of data.analyticsSummaries) {
        if (summaryDates.has(summary.date)) {
          count('analyticsSummaries', false);
          continue;
        }
        const values = {
          ...summary,
          // An article the file does not hold keeps its title, no longer a link.
          topArticles: topArticles.map((entry) => ({
            ...entry,
            articleId:
              entry.articleId === null ? null : (articleTargets.get(entry.articleId) ?? null),
          })),
        };
        const row = tx
          .insert(analyticsSummaries)
          .values(summaryIdTaken.has(id) ? values : { id, ...values })
          .returning({ id: analyticsSummaries.id })
          .get();
        summaryIdTaken.add(row.id);
        summaryDates.add(summary.date);
        importedDays.add(summary.date);
        count('analyticsSummaries', true);
      }
      for (const views of data.analyticsArticleViews) {
        const articleId = articleTargets.get(views.articleId);
        if (articleId === undefined || !importedDays.has(views.date)) {
          count('analyticsArticleViews', false);
          continue;
        }
        const added = tx
          .insert(analyticsArticleViews)
          .values({ ...views, articleId })
          .onConflictDoNothing()
          .returning({ date: analyticsArticleViews.date })
          .get();
        count('analyticsArticleViews', added !== undefined);
      }
    },
    // Takes the write lock first, so what was read as present stays present.
    { behavior: 'immediate' },
  );
  return { imported, skipped };
}
