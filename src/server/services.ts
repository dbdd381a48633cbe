import type { Store } from './db/store';
import { createAnalyticsService } from './modules/analytics/service';
import { createAdminArticleService } from './modules/articles/admin-service';
import { type ArticleSaves, savesHere } from './modules/articles/article-saves';
import { createPublicArticleService } from './modules/articles/public-service';
import { createPublicationClock } from './modules/articles/publication-clock';
import { createRevisionService } from './modules/articles/revision-service';
import type { PublicSearches } from './modules/articles/search-worker-client';
import { createAuditService } from './modules/audit/service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createAuthService } from './modules/auth/service';
import { createAuthorService } from './modules/authors/service';
import { createBreakingNewsService } from './modules/breaking-news/service';
import { createCorrectionService } from './modules/corrections/service';
import { createDatabaseService } from './modules/database/service';
import { createDiscoveryService } from './modules/discovery/service';
import { createEditorialTeamService } from './modules/editorial-team/service';
import { createHealthService } from './modules/health/service';
import { createMediaService } from './modules/media/service';
import { createUserService } from './modules/users/service';

export interface ServiceOptions {
  /** The clock (epoch ms) that decides when scheduled articles come out; tests move it. */
  now?: () => number;
  /**
   * Where readers' searches run when not here: on SQLite, the search worker
   * (search-worker-client.ts), over the same file.
   */
  searches?: PublicSearches;
  /**
   * Where the article form's saves run when not here: on SQLite, the save
   * worker (save-worker-client.ts), over the same file.
   */
  saves?: ArticleSaves;
}

/**
 * Every data service over one database. Routes and pages reach data only
 * through these, so another engine can stand behind the same functions.
 */
export function createServices(
  store: Store,
  { now = Date.now, searches, saves }: ServiceOptions = {},
) {
  const adminArticles = createAdminArticleService(store, now);
  const publication = createPublicationClock(store, now);
  const audit = createAuditService(store, now);
  return {
    /**
     * How this process hears that the data changed: its own writes, and on
     * PostgreSQL other processes' too (`watch`).
     */
    changes: store.changes,
    /** When scheduled articles come out: the clock every public read uses. */
    publication,
    /** What readers see: drafts and scheduled articles never leave it. */
    articles: withSearches(createPublicArticleService(store, publication), searches),
    /** The back office's articles, drafts included; every article write goes through it. */
    adminArticles,
    /** The article form's saves, whole (permission, write, audit), wherever they run. */
    articleSaves: saves ?? savesHere({ adminArticles, audit, publication }),
    /** Readership: what the beacons counted, the daily summaries and the dashboard's figures. */
    analytics: createAnalyticsService(store, now),
    /** Each article's versions, and restoring one as a new version. */
    articleRevisions: createRevisionService(store, adminArticles),
    /** Who did what, when and from where: sign-ins, account changes, publishing, deletions. */
    audit,
    auth: createAuthService(store),
    authors: createAuthorService(store, publication),
    breakingNews: createBreakingNewsService(store),
    /** Corrections and updates appended to published articles. */
    corrections: createCorrectionService(store, publication),
    database: createDatabaseService(store),
    discovery: createDiscoveryService(store, publication),
    editorialTeam: createEditorialTeamService(store),
    /** Which engine, and whether it answers (/healthz). */
    health: createHealthService(store),
    /** Uploaded images: originals, their texts and where they are used. */
    media: createMediaService(store),
    /** Sign-in attempts per client address: a flood from one address is refused (429). */
    signInThrottle: createLoginThrottle(store),
    users: createUserService(store),
  };
}

export type Services = ReturnType<typeof createServices>;

/** The public article service, its searches run by `searches` when given. */
function withSearches<Service extends PublicSearches>(
  service: Service,
  searches: PublicSearches | undefined,
): Service {
  if (!searches) return service;
  return {
    ...service,
    searchPublic: (query) => searches.searchPublic(query),
    searchOverlay: (q) => searches.searchOverlay(q),
  };
}
