import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { ValidArticleInput } from '~/shared/schemas/article';
import type { TestApp } from './test-app';

const HOUR = 3_600_000;

/** A story drawn at random by a search property test, ready to store. */
export interface DrawnStory
  extends Pick<ValidArticleInput, 'title' | 'author' | 'tags' | 'content' | 'status' | 'section'> {
  /** Words, joined; an empty summary is stored as "No summary.". */
  summary: string[];
  /** How many hours before `now` it is dated. */
  hour: number;
  /** Published an hour after `now`: public nowhere yet, search included. */
  scheduled: boolean;
}

/** Stores the stories in one transaction as `story-0`, `story-1`…, in order. */
export async function storeDrawnStories(
  t: TestApp,
  stories: DrawnStory[],
  now: number,
): Promise<void> {
  await t.store.transaction(async () => {
    for (const [n, story] of stories.entries()) {
      await createArticle(
        t.services,
        buildArticle({
          title: story.title,
          slug: `story-${n}`,
          summary: story.summary.join(' ') || 'No summary.',
          author: story.author,
          tags: story.tags,
          content: story.content,
          status: story.status,
          section: story.section,
          date: new Date(now - story.hour * HOUR).toISOString(),
          publishedAt: new Date(story.scheduled ? now + HOUR : now - HOUR).toISOString(),
        }),
      );
    }
  });
}
