import type { Db } from './db/client';
import { createAnalyticsService } from './modules/analytics/service';
import { createAdminArticleService } from './modules/articles/admin-service';
import { createPublicArticleService } from './modules/articles/public-service';
import { createPublicationClock } from './modules/articles/publication-clock';
import { createRevisionService } from './modules/articles/revision-service';
import { createAuditService } from './modules/audit/service';
import { createAuthService } from './modules/auth/service';
import { createAuthorService } from './modules/authors/service';
import { createBreakingNewsService } from './modules/breaking-news/service';
import { createCorrectionService } from './modules/corrections/service';
import { createDatabaseService } from './modules/database/service';
import { createDiscoveryService } from './modules/discovery/service';
import { createEditorialTeamService } from './modules/editorial-team/service';
import { createMediaService } from './modules/media/service';
import { createUserService } from './modules/users/service';

export interface ServiceOptions {
  /** The clock (epoch ms) that decides when scheduled articles come out; tests move it. */
  now?: () => number;
}

/**
 * Every data service over one database. Routes and pages reach data only
 * through these, so another engine can stand behind the same functions.
 */
export function createServices(db: Db, { now = Date.now }: ServiceOptions = {}) {
  const adminArticles = createAdminArticleService(db, now);
  const publication = createPublicationClock(db, now);
  return {
    /** When scheduled articles come out: the clock every public read uses. */
    publication,
    /** What readers see: drafts and scheduled articles never leave it. */
    articles: createPublicArticleService(db, publication),
    /** The back office's articles, drafts included; every article write goes through it. */
    adminArticles,
    /** Readership: what the beacons counted, the daily summaries and the dashboard's figures. */
    analytics: createAnalyticsService(db, now),
    /** Each article's versions, and restoring one as a new version. */
    articleRevisions: createRevisionService(db, adminArticles),
    /** Who did what, when and from where: sign-ins, account changes, publishing, deletions. */
    audit: createAuditService(db, now),
    auth: createAuthService(db),
    authors: createAuthorService(db, publication),
    breakingNews: createBreakingNewsService(db),
    /** Corrections and updates appended to published articles. */
    corrections: createCorrectionService(db, publication),
    database: createDatabaseService(db),
    discovery: createDiscoveryService(db, publication),
    editorialTeam: createEditorialTeamService(db),
    /** Uploaded images: originals, their texts and where they are used. */
    media: createMediaService(db),
    users: createUserService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
