import type { AdminArticle, Article, ValidArticleInput } from '~/shared/schemas/article';
import type { AuditService } from '../audit/service';
import type { AdminUser } from '../auth/service';
import type { AdminArticleService, ArticleWriteResult } from './admin-service';
import type { PublicationClock } from './publication-clock';
import { publicationEvent } from './publication-event';
import { publishRefusal, saveRefusal } from './publish-permission';

/** An editor's save from the article form: a new article, or the next version of one (`id`). */
export interface ArticleSave {
  admin: AdminUser;
  /** The editor's address, for the audit trail. */
  address: string;
  input: ValidArticleInput;
  /** The article replaced; absent for a new one. */
  id?: number;
}

/** What a save did: the write's result and, when it wrote, the article as the back office shows it. */
export interface SaveOutcome {
  result: ArticleWriteResult;
  saved: AdminArticle | null;
}

/**
 * Where the article form's saves run: on the serving thread
 * (`savesHere`) or, on SQLite, on the save worker
 * (save-worker-client.ts). Either way with the same steps, `saveArticle`.
 */
export interface ArticleSaves {
  save(save: ArticleSave): Promise<SaveOutcome>;
}

/** The services a save uses. */
export interface SaveServices {
  adminArticles: AdminArticleService;
  audit: AuditService;
  publication: PublicationClock;
}

/**
 * A save from the article form, whole: the role's permission to publish,
 * the write with its revision, the publication on the audit trail, and the
 * saved article with its newsroom record.
 */
export async function saveArticle(
  services: SaveServices,
  { admin, address, input, id }: ArticleSave,
): Promise<SaveOutcome> {
  let result: ArticleWriteResult;
  if (id === undefined) {
    const refusal = publishRefusal(admin.role, input, null);
    result = refusal
      ? { ok: false, reason: 'forbidden', message: refusal }
      : await services.adminArticles.create(input, { savedBy: admin.id });
  } else {
    // Judged inside the save's transaction, against the article it replaces.
    result = await services.adminArticles.update(id, input, {
      savedBy: admin.id,
      refusal: (stored) => saveRefusal(admin, input, stored),
    });
  }
  if (!result.ok) return { result, saved: null };
  await recordPublication(services, admin, address, result.previous ?? null, result.article);
  const [saved] = await services.adminArticles.withNewsroomRecord([result.article]);
  return { result, saved: saved! };
}

/** Puts a publication or a schedule on the audit trail. */
async function recordPublication(
  services: SaveServices,
  admin: AdminUser,
  address: string,
  before: Article | null,
  after: Article,
): Promise<void> {
  const event = publicationEvent(before, after, services.publication.now());
  if (!event) return;
  await services.audit.record({
    actor: admin,
    action: event.action,
    target: after.title,
    detail: event.action === 'article.schedule' ? `for ${event.at}` : null,
    address,
  });
}

/** Saves on this thread, with these services. */
export function savesHere(services: SaveServices): ArticleSaves {
  return { save: (save) => saveArticle(services, save) };
}
