/**
 * The PostgreSQL twin of src/server/db/schema.ts: the same tables, columns
 * (names, nullability, defaults, keys, on-delete rules) and indexes, so that
 * one implementation of each service reads the same JavaScript values from
 * either engine. What each column means is written there; what differs is
 * written here. schema-parity.test.ts fails when the two drift apart.
 *
 * Only the full-text index (FTS5 virtual tables in SQLite) has no twin yet.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  timestamp as pgTimestamp,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AnalyticsEventMetadata,
  SummaryArticle,
  SummaryReferrer,
  SummarySearch,
  SummarySection,
  SummaryUnansweredSearch,
} from '../schema';

/**
 * Milliseconds, as SQLite keeps them, and read as a Date on both engines.
 * With the zone, so the server's time zone never shifts an instant.
 */
const timestamp = (name: string) =>
  pgTimestamp(name, { mode: 'date', withTimezone: true, precision: 3 });
const createdAt = () => timestamp('created_at').notNull().defaultNow();
const updatedAt = () => timestamp('updated_at').notNull().defaultNow();
/** Lists of strings: jsonb keeps their order and can be searched with an index (`@>`). */
const jsonList = (name: string) =>
  jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);
/**
 * Lists of objects: json keeps the keys in the order they were written (jsonb
 * sorts them), so an export reads byte for byte as it does from SQLite.
 */
const jsonRows = <T>(name: string) => json(name).$type<T[]>().notNull().default(sql`'[]'::json`);
/** Binary data, read as a Buffer like SQLite's blob in buffer mode. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
/** Ids counted by the database; an import that keeps ids must move the sequence on. */
const serialId = (name = 'id') => integer(name).primaryKey().generatedByDefaultAsIdentity();

/**
 * SQLite's `COLLATE NOCASE` order: ASCII letters folded, every other
 * character compared by its code point. lower() would fold every script and
 * the database's collation would reorder punctuation and accents, so lists
 * ordered by title would differ between the engines.
 */
export function titleOrderKey(column: AnyPgColumn): SQL {
  return sql`(translate(${column}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') COLLATE "C")`;
}

export const authorProfiles = pgTable('author_profiles', {
  id: serialId(),
  name: text('name').notNull().unique(),
  bio: text('bio').notNull().default(''),
  title: text('title').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  socialTwitter: text('social_twitter').notNull().default(''),
  socialLinkedin: text('social_linkedin').notNull().default(''),
  expertise: jsonList('expertise'),
  joinedDate: timestamp('joined_date').notNull().defaultNow(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: serialId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    section: text('section').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    date: text('date').notNull(),
    dateDisplay: text('date_display'),
    /** Epoch milliseconds outgrow a 32-bit integer. */
    sortTime: bigint('sort_time', { mode: 'number' }).notNull(),
    image: text('image'),
    imagePosition: text('image_position', { enum: ['top', 'center', 'bottom'] })
      .notNull()
      .default('center'),
    additionalImages: jsonList('additional_images'),
    status: text('status', {
      enum: ['draft', 'developing', 'verified', 'breaking', 'published'],
    }).notNull(),
    tags: jsonList('tags'),
    featured: boolean('featured').notNull().default(false),
    readTime: integer('read_time').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at'),
    version: integer('version').notNull().default(1),
    authorId: integer('author_id').references(() => authorProfiles.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
    changeNote: text('change_note'),
  },
  (table) => [
    index('articles_status_time_idx').on(table.status, table.sortTime),
    // The publication time last: a section's or an author's count (every
    // public article of theirs) then reads the index alone, never the rows.
    index('articles_section_status_time_idx').on(
      table.section,
      table.status,
      table.sortTime,
      table.publishedAt,
    ),
    index('articles_featured_status_time_idx').on(table.featured, table.status, table.sortTime),
    index('articles_author_status_time_idx').on(
      table.author,
      table.status,
      table.sortTime,
      table.publishedAt,
    ),
    index('articles_updated_idx').on(table.updatedAt),
    index('articles_status_updated_idx').on(table.status, table.updatedAt),
    index('articles_section_updated_idx').on(table.section, table.updatedAt),
    index('articles_time_idx').on(table.sortTime),
    index('articles_section_time_idx').on(table.section, table.sortTime),
    index('articles_title_idx').on(titleOrderKey(table.title), table.id),
    index('articles_status_title_idx').on(table.status, titleOrderKey(table.title), table.id),
    index('articles_section_title_idx').on(table.section, titleOrderKey(table.title), table.id),
    index('articles_section_status_updated_idx').on(table.section, table.status, table.updatedAt),
    // The id after the title: the list's tie-break (title, then id), so
    // many equal titles are read in order rather than sorted.
    index('articles_section_status_title_idx').on(
      table.section,
      table.status,
      titleOrderKey(table.title),
      table.id,
    ),
    index('articles_published_idx').on(table.publishedAt),
    // What is read of every public article at once (counts, last change, authors), from the index alone.
    index('articles_status_published_idx').on(
      table.status,
      table.publishedAt,
      table.updatedAt,
      table.author,
    ),
    index('articles_author_id_idx').on(table.authorId),
    // The public list by read time, with its tie-breaks (newest first).
    index('articles_read_time_idx').on(table.readTime, table.sortTime.desc(), table.id.desc()),
  ],
);

export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serialId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary').notNull(),
    authorId: integer('author_id').references(() => authorProfiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    changeNote: text('change_note'),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('article_revisions_article_version_idx').on(table.articleId, table.version),
  ],
);

export const articleCorrections = pgTable(
  'article_corrections',
  {
    id: serialId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['correction', 'update'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('article_corrections_article_idx').on(table.articleId, table.createdAt),
    index('article_corrections_created_idx').on(table.createdAt),
  ],
);

export const users = pgTable('users', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('author'),
  createdAt: createdAt(),
  lastLogin: timestamp('last_login'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until'),
  lockCount: integer('lock_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lockCount: integer('lock_count').notNull().default(0),
    lockedUntil: timestamp('locked_until'),
    lastFailureAt: timestamp('last_failure_at').notNull(),
    forgetAt: timestamp('forget_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.address] }),
    index('sign_in_failures_forget_idx').on(table.forgetAt),
  ],
);

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    address: text('address').primaryKey(),
    windowStart: timestamp('window_start').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [index('sign_in_attempts_window_idx').on(table.windowStart)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const breakingNews = pgTable(
  'breaking_news',
  {
    id: serialId(),
    text: text('text').notNull(),
    link: text('link'),
    priority: integer('priority').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('breaking_news_active_priority_idx').on(table.active, table.priority)],
);

export const editorialTeam = pgTable(
  'editorial_team',
  {
    id: serialId(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    background: text('background').notNull(),
    expertise: text('expertise').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('editorial_team_active_order_idx').on(table.isActive, table.displayOrder)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serialId(),
    type: text('type').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    referrer: text('referrer'),
    searchQuery: text('search_query'),
    timestamp: timestamp('timestamp').notNull().defaultNow(),
    metadata: json('metadata').$type<AnalyticsEventMetadata>(),
  },
  (table) => [
    index('analytics_events_type_time_idx').on(table.type, table.timestamp),
    index('analytics_events_article_idx').on(table.articleId),
  ],
);

export const analyticsSummaries = pgTable('analytics_summaries', {
  id: serialId(),
  date: text('date').notNull().unique(),
  totalViews: integer('total_views').notNull().default(0),
  uniqueVisitors: integer('unique_visitors').notNull().default(0),
  topArticles: jsonRows<SummaryArticle>('top_articles'),
  topSearches: jsonRows<SummarySearch>('top_searches'),
  bounceRate: doublePrecision('bounce_rate').notNull().default(0),
  unansweredSearches: jsonRows<SummaryUnansweredSearch>('unanswered_searches'),
  topReferrers: jsonRows<SummaryReferrer>('top_referrers'),
  topSections: jsonRows<SummarySection>('top_sections'),
});

export const analyticsArticleViews = pgTable(
  'analytics_article_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.date] }),
    index('analytics_article_views_date_idx').on(table.date),
  ],
);

export const analyticsDayVisitors = pgTable(
  'analytics_day_visitors',
  {
    date: text('date').notNull(),
    visitor: text('visitor').notNull(),
    pageViews: integer('page_views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.visitor] })],
);

export const analyticsSalts = pgTable('analytics_salts', {
  date: text('date').primaryKey(),
  salt: text('salt').notNull(),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serialId(),
    at: timestamp('at').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail'),
    address: text('address').notNull(),
  },
  (table) => [index('audit_events_at_idx').on(table.at, table.id)],
);

export const media = pgTable(
  'media',
  {
    id: serialId(),
    hash: text('hash').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    placeholder: text('placeholder').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    alt: text('alt').notNull().default(''),
    caption: text('caption').notNull().default(''),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('media_hash_idx').on(table.hash),
    index('media_created_idx').on(table.createdAt),
  ],
);

/**
 * The search change log's twin. On SQLite, triggers fill it; PostgreSQL's
 * triggers come with its search (docs/decisions/015-postgresql-engine.md).
 */
export const searchChanges = pgTable('search_changes', {
  seq: serialId('seq'),
  articleId: integer('article_id').notNull(),
});

/**
 * PostgreSQL only (SQLite's `PRAGMA data_version` has no twin here): one
 * row whose `version` the last statement of a transaction moves when the
 * transaction wrote what pages show. Several processes on one database
 * learn of each other's writes from it (postgres/cluster-changes.ts,
 * docs/decisions/020).
 */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
