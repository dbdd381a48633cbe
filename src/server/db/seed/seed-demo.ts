import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { buildEditorialTeamMember } from '~/server/db/seed/factories/editorial-team';
import { readingTime } from '~/shared/reading-time';
import { slugify } from '~/shared/slugify';
import type { Services } from '../../services';
import type { Db } from '../client';
import { demoArticlesPartA } from './demo/articles-part-a';
import { demoArticlesPartB } from './demo/articles-part-b';
import { demoAuthorProfiles } from './demo/author-profiles';
import { demoBreakingNews } from './demo/breaking-news';
import { demoEditorialTeam } from './demo/editorial-team';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const demoArticles = [...demoArticlesPartA, ...demoArticlesPartB];

/**
 * Loads the demo newsroom into an empty database: the profiles, then the
 * articles (each saved in a transaction of its own, as an editor saves
 * them), then the rest. Dates are relative to now so the demo always looks
 * current. `pictures` maps a demo SVG path to the uploaded image that
 * replaces it (./demo-media.ts).
 */
export async function seedDemoContent(
  db: Db,
  services: Services,
  now = Date.now(),
  pictures: ReadonlyMap<string, string> = new Map(),
): Promise<{ articles: number }> {
  const picture = (path: string) => pictures.get(path) ?? path;
  db.transaction(() => {
    for (const { joinedDaysAgo, ...profile } of demoAuthorProfiles) {
      services.authors.createProfile(
        buildAuthorProfile({
          ...profile,
          avatar: profile.avatar ? picture(profile.avatar) : profile.avatar,
          joinedDate: new Date(now - joinedDaysAgo * DAY).toISOString(),
        }),
      );
    }
  });
  // Oldest first, so ids grow with dates as they would in a real newsroom.
  // Saved as an editor saves them, so each byline links to its profile.
  const ordered = [...demoArticles].sort((a, b) => b.hoursAgo - a.hoursAgo);
  // Stories filed in the same hour get minutes apart, so no two share a
  // publication or update time (feed readers and crawlers tell entries
  // apart and order them by those).
  const filedInHour = new Map<number, number>();
  for (const story of ordered) {
    const { hoursAgo, ...fields } = story;
    const earlier = filedInHour.get(hoursAgo) ?? 0;
    filedInHour.set(hoursAgo, earlier + 1);
    const dated = new Date(now - hoursAgo * HOUR + earlier * 17 * MINUTE);
    await createArticle(
      services,
      buildArticle({
        ...fields,
        image: fields.image ? picture(fields.image) : fields.image,
        additionalImages: fields.additionalImages?.map(picture),
        slug: slugify(story.title),
        date: dated.toISOString(),
        readTime: Math.min(60, readingTime(story.content)),
      }),
      { now: dated },
    );
  }
  db.transaction(() => {
    for (const item of demoBreakingNews) services.breakingNews.create(buildBreakingNews(item));
    for (const member of demoEditorialTeam)
      services.editorialTeam.create(buildEditorialTeamMember(member));
  });
  return { articles: demoArticles.length };
}
