import type { ArticleTeaser } from '~/shared/schemas/article';
import { deleteAdminArticle, invalidateArticles } from '../../api/admin-articles';
import { ConfirmDeleteButton } from './confirm-delete-button';

/** An article's Delete, asking first in the spec's words. */
export function DeleteArticleButton({ article }: { article: Pick<ArticleTeaser, 'id' | 'title'> }) {
  return (
    <ConfirmDeleteButton
      name={`"${article.title}"`}
      action={{
        confirmTitle: 'Delete Article',
        confirmDescription: `Are you sure you want to delete "${article.title}"? This action cannot be undone.`,
        run: () => deleteAdminArticle(article.id),
        deleted: { title: 'Article Deleted', description: `"${article.title}" has been deleted.` },
        fallback: 'Failed to delete article',
        invalidate: invalidateArticles,
      }}
    />
  );
}
