import { sql } from 'drizzle-orm';
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/** Timestamps are stored as epoch milliseconds and served as ISO strings. */
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
const createdAt = () =>
  timestamp('created_at').notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`);
const jsonList = (name: string) =>
  text(name, { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`);

export const authorProfiles = sqliteTable('author_profiles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  bio: text('bio').notNull().default(''),
  title: text('title').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  socialTwitter: text('social_twitter').notNull().default(''),
  socialLinkedin: text('social_linkedin').notNull().default(''),
  expertise: jsonList('expertise'),
  joinedDate: timestamp('joined_date').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    section: text('section').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    /** Free text in any format, as the editor typed it. */
    date: text('date').notNull(),
    dateDisplay: text('date_display'),
    /**
     * Server-managed ordering key: the parsed `date`, or the creation time
     * when the text is not a date. Every "newest first" list sorts on it.
     */
    sortTime: integer('sort_time').notNull(),
    image: text('image'),
    imagePosition: text('image_position', { enum: ['top', 'center', 'bottom'] })
      .notNull()
      .default('center'),
    additionalImages: jsonList('additional_images'),
    status: text('status', {
      enum: ['draft', 'developing', 'verified', 'breaking', 'published'],
    }).notNull(),
    tags: jsonList('tags'),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    readTime: integer('read_time').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at'),
    version: integer('version').notNull().default(1),
    authorId: integer('author_id').references(() => authorProfiles.id, { onDelete: 'set null' }),
    /** The account that created the article: an author may edit only their own. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who saved the current version, and the note they left with it. When
     * the next save replaces it, both go into its revision with its text.
     */
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
    // The admin list's three orders, unfiltered and under its status filter,
    // its section filter or both (with the section and status index above):
    // a page is read in order from an index and stops when full.
    index('articles_status_updated_idx').on(table.status, table.updatedAt),
    index('articles_section_updated_idx').on(table.section, table.updatedAt),
    index('articles_time_idx').on(table.sortTime),
    index('articles_section_time_idx').on(table.section, table.sortTime),
    index('articles_title_idx').on(sql`${table.title} COLLATE NOCASE`, table.id),
    index('articles_status_title_idx').on(
      table.status,
      sql`${table.title} COLLATE NOCASE`,
      table.id,
    ),
    index('articles_section_title_idx').on(
      table.section,
      sql`${table.title} COLLATE NOCASE`,
      table.id,
    ),
    index('articles_section_status_updated_idx').on(table.section, table.status, table.updatedAt),
    // The id after the title: the list's tie-break (title, then id), so
    // many equal titles are read in order rather than sorted (PostgreSQL;
    // SQLite's rowid ends every index anyway).
    index('articles_section_status_title_idx').on(
      table.section,
      table.status,
      sql`${table.title} COLLATE NOCASE`,
      table.id,
    ),

    index('articles_published_idx').on(table.publishedAt),
    // What is read of every public article at once (how many, when the
    // last changed, how many by each author: lists, feeds, sitemaps,
    // Last-Modified) comes from this index alone: from the table, each
    // read every public row, a third of a second at 100,000.
    index('articles_status_published_idx').on(
      table.status,
      table.publishedAt,
      table.updatedAt,
      table.author,
    ),
    index('articles_author_id_idx').on(table.authorId),
    // The public list by read time, with its tie-breaks (newest first):
    // a page is read in order, not sorted from every public article.
    index('articles_read_time_idx').on(
      table.readTime,
      sql`${table.sortTime} DESC`,
      sql`${table.id} DESC`,
    ),
  ],
);

export const articleRevisions = sqliteTable(
  'article_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    /** The account that saved this version; null for content no account saved (demo, imports). */
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('article_revisions_article_version_idx').on(table.articleId, table.version),
  ],
);

/**
 * Notes appended to a published article: a correction fixes an error of
 * fact, an update adds news. Shown under the body, dated; never edited.
 */
export const articleCorrections = sqliteTable(
  'article_corrections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const users = sqliteTable('users', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  username: text('username').notNull().unique(),
  /** An argon2id hash, never the password itself. */
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('author'),
  createdAt: createdAt(),
  lastLogin: timestamp('last_login'),
  /**
   * The account's sign-in record since its last successful sign-in or unlock,
   * summed over every address: wrong passwords, how many addresses were
   * locked out of it and when the latest of those locks ends. It shows an
   * account under attack; what refuses an attempt is `signInFailures`.
   */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until'),
  lockCount: integer('lock_count').notNull().default(0),
  /** A disabled account cannot sign in, and its sessions ended when it was disabled. */
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  /** Set with a temporary password: every admin call but the password change is refused until then. */
  mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
});

/**
 * Wrong passwords per username and client address: what locks a sign-in.
 * Every fifth miss in a row from one address at one username locks that
 * address out of that username only (15 minutes, doubling to 24 hours); a
 * success from the address deletes its row. Names that exist and names that
 * do not are counted alike, so the answers tell no one which accounts exist.
 * A row is forgotten a quiet day after its last miss and its lock.
 */
export const signInFailures = sqliteTable(
  'sign_in_failures',
  {
    /** SHA-256 of the username as typed: a fixed size whatever an attacker sends. */
    account: text('account').notNull(),
    /** The client address (an IPv6 client by its /64). */
    address: text('address').notNull(),
    /** Wrong passwords in a row from this address at this username. */
    failures: integer('failures').notNull(),
    /** Locks so far; each lasts twice as long as the last. */
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

/**
 * Sign-in attempts per client address (an IPv6 client by its /64) in its
 * current window: what answers 429 to a flood from one address, counted
 * here so every server process sharing the database counts the same
 * attempts. A window starts with the address's first attempt after the
 * last one ended; ended windows are deleted as new attempts come in.
 */
export const signInAttempts = sqliteTable(
  'sign_in_attempts',
  {
    address: text('address').primaryKey(),
    windowStart: timestamp('window_start').notNull(),
    /** Attempts counted in this window, successful sign-ins forgiven. */
    attempts: integer('attempts').notNull(),
  },
  (table) => [index('sign_in_attempts_window_idx').on(table.windowStart)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database holds no usable session. */
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

export const breakingNews = sqliteTable(
  'breaking_news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    text: text('text').notNull(),
    link: text('link'),
    priority: integer('priority').notNull().default(1),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('breaking_news_active_priority_idx').on(table.active, table.priority)],
);

export const editorialTeam = sqliteTable(
  'editorial_team',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    role: text('role').notNull(),
    name: text('name').notNull(),
    background: text('background').notNull(),
    expertise: text('expertise').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('editorial_team_active_order_idx').on(table.isActive, table.displayOrder)],
);

/**
 * One page view or search, as a reader's browser reported it. Nothing here
 * names a reader: the spec's userAgent, ipAddress and sessionId columns stay
 * empty (the visitor of the day is counted in `analyticsDayVisitors`), the
 * referrer is the referring site's host name only, and metadata holds the
 * page's section or a search's result count. Kept for a configurable number
 * of days (ANALYTICS_RETENTION_DAYS), then deleted; the daily summaries stay.
 */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    referrer: text('referrer'),
    searchQuery: text('search_query'),
    timestamp: timestamp('timestamp').notNull().default(sql`(unixepoch('subsec') * 1000)`),
    metadata: text('metadata', { mode: 'json' }).$type<AnalyticsEventMetadata>(),
  },
  (table) => [
    index('analytics_events_type_time_idx').on(table.type, table.timestamp),
    index('analytics_events_article_idx').on(table.articleId),
  ],
);

/** What an analytics event records besides its columns. */
export interface AnalyticsEventMetadata {
  /** The section a page view belongs to (an article's, or the section page's). */
  section?: string;
  /** How many results a search found. */
  results?: number;
}

/** A day's most read articles; the title is kept so the day still reads once an article is gone. */
export type SummaryArticle = { articleId: number | null; title: string; views: number };
/** A day's searches: how often each query was run and how many results it last found. */
export type SummarySearch = { query: string; count: number; results: number };
export type SummaryUnansweredSearch = { query: string; count: number };
export type SummaryReferrer = { referrer: string; views: number };
export type SummarySection = { section: string; views: number };

const jsonRows = <T>(name: string) =>
  text(name, { mode: 'json' }).$type<T[]>().notNull().default(sql`'[]'`);

/**
 * One finished day (UTC) of readership, rolled up from the raw events when
 * the day ends and kept for good. Visitors are counted per day (a reader is
 * a new visitor every day), and the bounce rate is the share of the day's
 * visitors who viewed one page only.
 */
export const analyticsSummaries = sqliteTable('analytics_summaries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The calendar day, YYYY-MM-DD. */
  date: text('date').notNull().unique(),
  totalViews: integer('total_views').notNull().default(0),
  uniqueVisitors: integer('unique_visitors').notNull().default(0),
  topArticles: jsonRows<SummaryArticle>('top_articles'),
  topSearches: jsonRows<SummarySearch>('top_searches'),
  /** A fraction from 0 to 1. */
  bounceRate: real('bounce_rate').notNull().default(0),
  unansweredSearches: jsonRows<SummaryUnansweredSearch>('unanswered_searches'),
  topReferrers: jsonRows<SummaryReferrer>('top_referrers'),
  topSections: jsonRows<SummarySection>('top_sections'),
});

/** Every article's views per finished day: its all-time count, and exact top lists over any range. */
export const analyticsArticleViews = sqliteTable(
  'analytics_article_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The calendar day, YYYY-MM-DD. */
    date: text('date').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.date] }),
    index('analytics_article_views_date_idx').on(table.date),
  ],
);

/**
 * The day's visitors, only while the day lasts: a visitor is a keyed hash
 * of the day's salt, the client address and the user agent, with the pages
 * it viewed. When the day ends its rows are counted into the summary and
 * deleted, with the day's salt.
 */
export const analyticsDayVisitors = sqliteTable(
  'analytics_day_visitors',
  {
    date: text('date').notNull(),
    visitor: text('visitor').notNull(),
    pageViews: integer('page_views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.visitor] })],
);

/**
 * The secret of the current day that visitor hashes are keyed with. One row
 * per day, shared by every process on the database, deleted once the day
 * ends: after that no one, the site included, can tell whether two hashes
 * came from the same reader or recompute one from an address.
 */
export const analyticsSalts = sqliteTable('analytics_salts', {
  /** The calendar day, YYYY-MM-DD. */
  date: text('date').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The audit trail: sign-ins (failed ones too), account changes, publishing,
 * deletions, imports and exports. Who (the account, and the name as it was
 * then or as typed at a failed sign-in), what, when, and from which address.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: timestamp('at').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    /** What it was done to: an article's title, a username, a file's counts. */
    target: text('target'),
    detail: text('detail'),
    address: text('address').notNull(),
  },
  (table) => [index('audit_events_at_idx').on(table.at, table.id)],
);

/**
 * Uploaded images. The original lives here, in the database, so every
 * process reaches it and a backup of the file carries it; it is stored
 * already cleaned (orientation applied, EXIF/GPS and every other metadata
 * removed), so nothing a phone recorded is ever kept. Resized variants are
 * derived from it on demand and cached in memory only (docs/decisions/016-media.md).
 */
export const media = sqliteTable(
  'media',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** First 16 hex digits of the SHA-256 of `data`: the key of every URL of the image. */
    hash: text('hash').notNull(),
    fileName: text('file_name').notNull(),
    /** The stored original's type: image/jpeg for opaque pictures, image/png for transparent ones. */
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** ThumbHash of the image, base64url: the blurred placeholder shown while it loads. */
    placeholder: text('placeholder').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
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
 * Which articles changed, in order: filled by triggers on `articles`
 * (drizzle/0009_search_changes.sql) on every insert, edit and delete. Each
 * process keeps its search catalogue and vocabulary in memory and reads
 * only the changes after the last one it saw, so an edit never makes a
 * search re-read the whole archive. Old rows are dropped by the triggers; a
 * process that fell further behind reads everything again.
 */
export const searchChanges = sqliteTable('search_changes', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  articleId: integer('article_id').notNull(),
});
