import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { COUNTED_ARTICLE_STATUSES } from '~/shared/article-constants';
import { articlePageQuery } from '../../api/articles';
import { authorProfileQuery } from '../../api/authors';
import { ArticleCard, authorHref } from '../../components/articles/article-card';
import { PageMeta } from '../../components/page-meta';

function authorArticlesQuery(name: string) {
  return articlePageQuery({ author: name, status: COUNTED_ARTICLE_STATUSES.join(','), limit: 100 });
}

export async function prefetchAuthor(queryClient: QueryClient, name: string) {
  await Promise.all([
    queryClient.prefetchQuery(authorProfileQuery(name)),
    queryClient.prefetchQuery(authorArticlesQuery(name)),
  ]);
}

export function AuthorPage() {
  const params = useParams<{ name: string }>();
  const name = decodeURIComponent(params.name ?? '');
  const { data: profile } = useQuery(authorProfileQuery(name));
  const { data: list } = useQuery(authorArticlesQuery(name));
  const articles = list?.articles ?? [];
  const minutes = articles.reduce((sum, article) => sum + article.readTime, 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title={name}
        description={profile?.bio || `Stories by ${name}.`}
        path={authorHref(name)}
      />
      <div className="flex flex-wrap items-center gap-6">
        <img
          src={profile?.avatar || '/images/avatars/default.svg'}
          alt=""
          width={96}
          height={96}
          className="size-24 rounded-full"
        />
        <div>
          <h1 className="font-serif text-4xl font-bold">{name}</h1>
          <p className="text-muted">{profile?.title || 'Correspondent'}</p>
        </div>
      </div>
      <p className="mt-4 max-w-3xl">{profile?.bio || `${name} reports for the Gazette.`}</p>
      <p className="mt-2 text-sm text-muted">
        {list?.total ?? 0} articles · {minutes} minutes of reading
      </p>
      <h2 className="mt-10 font-serif text-2xl font-bold">Articles</h2>
      {articles.length === 0 ? (
        <p className="mt-4">No published articles yet</p>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      )}
    </div>
  );
}
