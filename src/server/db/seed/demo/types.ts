import type { ArticleStatus, ImagePosition } from '~/shared/schemas/article';
import type { SectionSlug } from '~/shared/sections';

/** One demo story as written; the seed turns it into a full article with the factories. */
export interface DemoArticle {
  title: string;
  section: SectionSlug;
  summary: string;
  /** HTML (<p>, <h2>…) or plain text with blank-line paragraphs and short heading lines. */
  content: string;
  author: string;
  status: ArticleStatus;
  featured?: boolean;
  tags: string[];
  image?: string;
  imagePosition?: ImagePosition;
  additionalImages?: string[];
  /** How long before the seed ran the story was dated, in hours. */
  hoursAgo: number;
}
