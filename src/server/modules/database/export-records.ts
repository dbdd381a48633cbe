import { and, asc, eq, getTableColumns, gt, inArray, lt } from 'drizzle-orm';
import type { DatabaseExport, DatabaseTable } from '~/shared/schemas/database-export';
import type { SectionSlug } from '~/shared/sections';
import type { Db } from '../../db/client';
import type {
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
import type { Store } from '../../db/store';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type Exported = DatabaseExport['data'];
type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Each table's rows as the export writes them, column by column (an allow-list). */
const exportRecord = {
  users: (row: Row<typeof users>): Exported['users'][number] => ({
    id: row.id,
    username: row.username,
    passwordHash: row.passwordHash,
    role: row.role,
    createdAt: iso(row.createdAt),
    lastLogin: isoOrNull(row.lastLogin),
    failedAttempts: row.failedAttempts,
    lockedUntil: isoOrNull(row.lockedUntil),
    lockCount: row.lockCount,
    ...(row.active ? {} : { active: false }),
    ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
  }),
  authorProfiles: (row: Row<typeof authorProfiles>): Exported['authorProfiles'][number] => ({
    id: row.id,
    name: row.name,
    bio: row.bio,
    title: row.title,
    avatar: row.avatar,
    socialTwitter: row.socialTwitter,
    socialLinkedin: row.socialLinkedin,
    expertise: row.expertise,
    joinedDate: iso(row.joinedDate),
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }),
  // sort_time is left out: it is derived from date and createdAt again on import.
  articles: (
    row: Row<typeof articles>,
    corrections: Row<typeof articleCorrections>[],
  ): Exported['articles'][number] => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    section: row.section as SectionSlug,
    summary: row.summary,
    content: row.content,
    author: row.author,
    date: row.date,
    dateDisplay: row.dateDisplay,
    image: row.image,
    imagePosition: row.imagePosition,
    additionalImages: row.additionalImages,
    status: row.status,
    tags: row.tags,
    featured: row.featured,
    readTime: row.readTime,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishedAt: isoOrNull(row.publishedAt),
    version: row.version,
    authorId: row.authorId,
    createdBy: row.createdBy,
    savedBy: row.savedBy,
    changeNote: row.changeNote,
    corrections: corrections.map((correction) => ({
      kind: correction.kind,
      text: correction.text,
      createdAt: iso(correction.createdAt),
      createdBy: correction.createdBy,
    })),
  }),
  articleRevisions: (row: Row<typeof articleRevisions>): Exported['articleRevisions'][number] => ({
    id: row.id,
    articleId: row.articleId,
    version: row.version,
    title: row.title,
    content: row.content,
    summary: row.summary,
    authorId: row.authorId,
    createdAt: iso(row.createdAt),
    changeNote: row.changeNote,
    savedBy: row.savedBy,
  }),
  breakingNews: (row: Row<typeof breakingNews>): Exported['breakingNews'][number] => ({
    id: row.id,
    text: row.text,
    link: row.link,
    priority: row.priority,
    active: row.active,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    authorId: row.authorId,
  }),
  editorialTeam: (row: Row<typeof editorialTeam>): Exported['editorialTeam'][number] => ({
    id: row.id,
    role: row.role,
    name: row.name,
    background: row.background,
    expertise: row.expertise,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }),
  analyticsSummaries: (
    row: Row<typeof analyticsSummaries>,
  ): Exported['analyticsSummaries'][number] => ({
    id: row.id,
    date: row.date,
    totalViews: row.totalViews,
    uniqueVisitors: row.uniqueVisitors,
    topArticles: row.topArticles,
    topSearches: row.topSearches,
    bounceRate: row.bounceRate,
    unansweredSearches: row.unansweredSearches,
    topReferrers: row.topReferrers,
    topSections: row.topSections,
  }),
  analyticsArticleViews: (
    row: Row<typeof analyticsArticleViews>,
  ): Exported['analyticsArticleViews'][number] => ({
    articleId: row.articleId,
    date: row.date,
    views: row.views,
  }),
};

/** Rows of the two tables that grow with the archive are read this many at a time. */
const EXPORT_BATCH = 500;

/** The corrections of some articles, oldest first, by article. */
async function correctionsOf(
  db: Db,
  { articleCorrections }: Store['tables'],
  articleIds: number[],
) {
  const byArticle = new Map<number, Row<typeof articleCorrections>[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .select()
    .from(articleCorrections)
    .where(inArray(articleCorrections.articleId, articleIds))
    .orderBy(asc(articleCorrections.createdAt), asc(articleCorrections.id));
  for (const row of rows) {
    const list = byArticle.get(row.articleId) ?? [];
    list.push(row);
    byArticle.set(row.articleId, list);
  }
  return byArticle;
}

/** A table's export records, in the export's order; the large tables a batch at a time. */
export async function* tableRecords(
  db: Db,
  tables: Store['tables'],
  table: DatabaseTable,
): AsyncGenerator<unknown> {
  const {
    analyticsArticleViews,
    analyticsSummaries,
    articleRevisions,
    articles,
    authorProfiles,
    breakingNews,
    editorialTeam,
    users,
  } = tables;
  switch (table) {
    case 'users':
      yield* (await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id))).map(
        exportRecord.users,
      );
      return;
    case 'authorProfiles':
      yield* (await db.select().from(authorProfiles).orderBy(asc(authorProfiles.id))).map(
        exportRecord.authorProfiles,
      );
      return;
    case 'articles':
      for (let after = 0; ; ) {
        const rows = await db
          .select()
          .from(articles)
          .where(gt(articles.id, after))
          .orderBy(asc(articles.id))
          .limit(EXPORT_BATCH);
        const corrections = await correctionsOf(
          db,
          tables,
          rows.map((row) => row.id),
        );
        yield* rows.map((row) => exportRecord.articles(row, corrections.get(row.id) ?? []));
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.id;
      }
    case 'articleRevisions':
      // The versions each article replaced: its current version travels as
      // the article record itself, which an import turns back into its row.
      // Files written before every version had a row read the same way.
      for (let after = 0; ; ) {
        const rows = await db
          .select(getTableColumns(articleRevisions))
          .from(articleRevisions)
          .innerJoin(articles, eq(articles.id, articleRevisions.articleId))
          .where(
            and(gt(articleRevisions.id, after), lt(articleRevisions.version, articles.version)),
          )
          .orderBy(asc(articleRevisions.id))
          .limit(EXPORT_BATCH);
        yield* rows.map(exportRecord.articleRevisions);
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.id;
      }
    case 'breakingNews':
      yield* (await db.select().from(breakingNews).orderBy(asc(breakingNews.id))).map(
        exportRecord.breakingNews,
      );
      return;
    case 'editorialTeam':
      yield* (await db.select().from(editorialTeam).orderBy(asc(editorialTeam.id))).map(
        exportRecord.editorialTeam,
      );
      return;
    case 'analyticsSummaries':
      yield* (await db.select().from(analyticsSummaries).orderBy(asc(analyticsSummaries.date))).map(
        exportRecord.analyticsSummaries,
      );
      return;
    case 'analyticsArticleViews':
      yield* (
        await db
          .select()
          .from(analyticsArticleViews)
          .orderBy(asc(analyticsArticleViews.date), asc(analyticsArticleViews.articleId))
      ).map(exportRecord.analyticsArticleViews);
      return;
  }
}
