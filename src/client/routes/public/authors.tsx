import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { authorsQuery } from '../../api/authors';
import { authorHref } from '../../components/articles/article-card';
import { PageMeta } from '../../components/page-meta';

export function AuthorsPage() {
  const { data: authors, isError } = useQuery(authorsQuery);
  const total = authors?.reduce((sum, author) => sum + author.articleCount, 0) ?? 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title="Our Reporters"
        description="The reporters of the Gazette newsroom and the stories they file."
        path="/authors"
      />
      <h1 className="font-serif text-4xl font-bold">Our Reporters</h1>
      {isError ? <p className="mt-6">Failed to load authors</p> : null}
      {authors && authors.length === 0 ? <p className="mt-6">No authors found</p> : null}
      {authors && authors.length > 0 ? (
        <>
          <dl className="mt-6 flex gap-8 text-sm">
            <div>
              <dt className="text-muted">Reporters</dt>
              <dd className="text-2xl font-bold">{authors.length}</dd>
            </div>
            <div>
              <dt className="text-muted">Total articles</dt>
              <dd className="text-2xl font-bold">{total}</dd>
            </div>
            <div>
              <dt className="text-muted">Average per reporter</dt>
              <dd className="text-2xl font-bold">{Math.round(total / authors.length)}</dd>
            </div>
          </dl>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {authors.map((author) => (
              <li
                key={author.name}
                className="flex items-center gap-4 rounded-lg border border-border bg-surface p-4"
              >
                <img
                  src={author.avatar || '/images/avatars/default.svg'}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-full"
                  loading="lazy"
                />
                <div>
                  <Link href={authorHref(author.name)} className="font-semibold hover:underline">
                    {author.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {author.articleCount} {author.articleCount === 1 ? 'article' : 'articles'}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
