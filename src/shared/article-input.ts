import type { Article } from './schemas/article';
import type { SectionSlug } from './sections';

/**
 * An article's editable fields as the article payload carries them: saved
 * back as they are, they change nothing. Restores and scripted edits start
 * from it and replace what they change.
 */
export function articleInputOf(article: Article) {
  return {
    title: article.title,
    slug: article.slug,
    section: article.section as SectionSlug,
    summary: article.summary,
    content: article.content,
    author: article.author,
    date: article.date,
    image: article.image ?? '',
    imagePosition: article.imagePosition,
    status: article.status,
    tags: article.tags,
    featured: article.featured,
    readTime: article.readTime,
    additionalImages: article.additionalImages,
  };
}
