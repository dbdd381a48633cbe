import type { Services } from '~/server/services';
import { readingTime } from '~/shared/reading-time';
import { type Article, articleInputSchema, type ValidArticleInput } from '~/shared/schemas/article';
import { slugify } from '~/shared/slugify';
import { nextSequence } from './sequence';

/**
 * A valid article payload. Every field can be overridden; the result is parsed
 * by the shared schema so a factory can never build what the API would refuse.
 */
export function buildArticle(overrides: Partial<ValidArticleInput> = {}): ValidArticleInput {
  const n = nextSequence();
  const title = overrides.title ?? `Portal Commission Reports Findings on Incursion ${n}`;
  const content =
    overrides.content ??
    `<p>The Portal Commission met in closed session on incursion ${n}.</p><p>Officials said the breach was sealed within the hour and no civilians were displaced.</p>`;
  return articleInputSchema.parse({
    title,
    slug: overrides.slug ?? `${slugify(title)}-${n}`.slice(0, 100),
    section: 'global-affairs',
    summary: `What the commission found about incursion ${n}, and what happens next.`,
    author: 'Priya Castellanos',
    date: new Date(Date.UTC(2026, 9, 1, 12) + n * 3_600_000).toISOString(),
    image: '',
    imagePosition: 'center',
    status: 'published',
    tags: [],
    featured: false,
    additionalImages: [],
    ...overrides,
    content,
    readTime: overrides.readTime ?? readingTime(content),
  });
}

/**
 * Saves an article as the back office does and returns it (the demo seed and
 * fixtures). A refusal (slug taken, body empty once cleaned) throws: content
 * that was not written fails where it was written, not in a later check.
 */
export async function createArticle(
  services: Pick<Services, 'adminArticles'>,
  input: ValidArticleInput,
  options?: { now?: Date },
): Promise<Article> {
  const saved = await services.adminArticles.create(input, options);
  if (!saved.ok) throw new Error(`Article "${input.slug}" was not saved: ${saved.reason}`);
  return saved.article;
}
