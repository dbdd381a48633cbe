import { Pencil, Star } from 'lucide-react';
import { Link } from 'wouter';
import { formatDateTime } from '~/shared/dates';
import type { ArticleTeaser } from '~/shared/schemas/article';
import { findSection } from '~/shared/sections';
import { StatusBadge } from '../articles/status-badge';
import { DeleteArticleButton } from './delete-article-button';

const HEAD = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const CELL = 'px-3 py-2 align-top';

/**
 * The dense view of the article list: one row an article, with every field
 * a card shows but the image and summary. Columns that a phone has no room
 * for step aside; the table never widens the page (it scrolls in its box).
 */
export function AdminArticleTable({ articles }: { articles: ArticleTeaser[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full text-sm">
        <caption className="sr-only">Articles</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={HEAD}>
              Title
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={`${HEAD} max-md:hidden`}>
              Section
            </th>
            <th scope="col" className={`${HEAD} max-lg:hidden`}>
              Author
            </th>
            <th scope="col" className={`${HEAD} max-lg:hidden`}>
              Published
            </th>
            <th scope="col" className={`${HEAD} max-sm:hidden`}>
              Updated
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => (
            <tr key={article.id} className="border-b border-border last:border-0">
              <th scope="row" className={`${CELL} min-w-40 text-left font-normal`}>
                <span className="font-semibold">{article.title}</span>
                {article.featured ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded bg-accent px-1.5 text-xs font-semibold text-accent-contrast">
                    <Star aria-hidden className="size-3" />
                    Featured
                  </span>
                ) : null}
                <span className="block text-xs text-muted">
                  By {article.author} · {article.readTime} min read
                </span>
              </th>
              <td className={CELL}>
                <StatusBadge status={article.status} palette="admin" />
              </td>
              <td className={`${CELL} text-muted max-md:hidden`}>
                {findSection(article.section)?.name ?? article.section}
              </td>
              <td className={`${CELL} max-lg:hidden`}>{article.author}</td>
              <td className={`${CELL} whitespace-nowrap text-muted max-lg:hidden`}>
                {formatDateTime(article.date)}
              </td>
              <td className={`${CELL} whitespace-nowrap text-muted max-sm:hidden`}>
                v{article.version} · {formatDateTime(article.updatedAt)}
              </td>
              <td className={CELL}>
                <div className="flex justify-end gap-2">
                  <Link
                    href={`/admin/articles/${article.id}`}
                    aria-label={`Edit "${article.title}"`}
                    className="button-secondary button-small"
                  >
                    <Pencil aria-hidden className="size-4" />
                    <span className="max-sm:sr-only">Edit</span>
                  </Link>
                  <DeleteArticleButton article={article} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
