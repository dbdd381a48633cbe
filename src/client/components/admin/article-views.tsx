import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { articleViewsQuery } from '../../api/admin-analytics';

const number = new Intl.NumberFormat('en-US');

/** "1,234 views": every time readers opened the article, from the readership counts. */
export function ArticleViews({ articleId }: { articleId: number }) {
  const views = useQuery(articleViewsQuery(articleId));
  return (
    <span className="inline-flex items-center gap-1" data-testid="article-views">
      <Eye aria-hidden className="size-3.5" />
      {views.isSuccess
        ? `${number.format(views.data)} ${views.data === 1 ? 'view' : 'views'}`
        : views.isError
          ? 'Views unavailable'
          : 'Counting views…'}
    </span>
  );
}
