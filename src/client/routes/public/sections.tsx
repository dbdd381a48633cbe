import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { navGroups, sections } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { PageMeta } from '../../components/page-meta';
import { useSiteRuntime } from '../../site-context';

const DESCRIPTION =
  'Every desk of the Gazette, from Global Affairs to Cosmic Watch: politics, heroes, science, culture and the cosmos.';

export function SectionsPage() {
  const { siteUrl } = useSiteRuntime();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title="Editorial Sections"
        description={DESCRIPTION}
        path="/sections"
        jsonLd={(build) =>
          build.jsonLdGraph(
            {
              '@type': 'CollectionPage',
              name: 'Editorial Sections',
              description: DESCRIPTION,
              url: `${siteUrl}/sections`,
              isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: `${siteUrl}/` },
              mainEntity: {
                '@type': 'ItemList',
                itemListElement: sections.map((section, index) => ({
                  '@type': 'ListItem',
                  position: index + 1,
                  name: section.name,
                  url: `${siteUrl}/section/${section.slug}`,
                })),
              },
            },
            build.breadcrumbList(siteUrl, [
              { name: 'Home', path: '/' },
              { name: 'Editorial Sections' },
            ]),
          )
        }
      />
      <header className="border-b border-border pb-6">
        <h1 className="font-serif text-4xl font-bold sm:text-5xl">Editorial Sections</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">
          Ten desks cover the multiverse, grouped the way our newsroom works. Choose a section to
          read its latest reporting.
        </p>
      </header>
      {navGroups.map((group, index) => (
        <section key={group.name} aria-labelledby={`group-${index}`} className="mt-10">
          <h2 id={`group-${index}`} className="font-serif text-2xl font-bold">
            {group.name}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.sections.map((section) => (
              <li
                key={section.slug}
                className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-surface transition-shadow hover:shadow-lg"
              >
                <img
                  src={`/images/sections/${section.slug}-1.svg`}
                  alt=""
                  width={1200}
                  height={675}
                  loading="lazy"
                  className="aspect-[3/1] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="font-serif text-xl font-bold">
                    {/* The link covers the card, so the whole card is one target. */}
                    <Link
                      href={`/section/${section.slug}`}
                      className="after:absolute after:inset-0 group-hover:underline"
                    >
                      {section.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-muted">{section.description}</p>
                  <span
                    aria-hidden
                    className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold"
                  >
                    Read the section <ArrowRight className="size-4" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
