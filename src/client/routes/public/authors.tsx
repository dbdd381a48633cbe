import { authorPath } from '~/shared/canonical-paths';
import { newsroomTotals } from '~/shared/reporters';
import { siteConfig } from '~/shared/site-config';
import { authorsQuery } from '../../api/authors';
import { usePageQuery } from '../../api/use-page-query';
import { NewsroomTotals } from '../../components/authors/newsroom-totals';
import { ReporterCard } from '../../components/authors/reporter-card';
import { PageMeta } from '../../components/page-meta';
import { useSiteRuntime } from '../../site-context';

const DESCRIPTION = `The reporters of ${siteConfig.name} and the stories they file from across the multiverse.`;

export function AuthorsPage() {
  const { data: authors, isError, isPending } = usePageQuery(authorsQuery);
  const { siteUrl } = useSiteRuntime();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title="Our Reporters"
        description={DESCRIPTION}
        path="/authors"
        jsonLd={(build) =>
          build.jsonLdGraph(
            {
              '@type': 'CollectionPage',
              name: 'Our Reporters',
              description: DESCRIPTION,
              url: `${siteUrl}/authors`,
              mainEntity: {
                '@type': 'ItemList',
                itemListElement: (authors ?? []).map((author, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  name: author.name,
                  url: `${siteUrl}${authorPath(author.name)}`,
                })),
              },
            },
            build.breadcrumbList(siteUrl, [{ name: 'Home', path: '/' }, { name: 'Our Reporters' }]),
          )
        }
      />
      <header className="border-b border-border pb-6">
        <h1 className="font-serif text-4xl font-bold sm:text-5xl">Our Reporters</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          The correspondents who file from every corner of the multiverse.
        </p>
      </header>
      {isPending ? (
        <p role="status" className="mt-10 text-center text-muted">
          Loading reporters…
        </p>
      ) : isError ? (
        <p role="alert" className="mt-10 text-center font-semibold">
          Failed to load authors
        </p>
      ) : authors.length === 0 ? (
        <p className="mt-10 text-center text-muted">No authors found</p>
      ) : (
        <>
          <div className="mt-8">
            <NewsroomTotals totals={newsroomTotals(authors)} />
          </div>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {authors.map((author) => (
              <li key={author.name}>
                <ReporterCard author={author} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
