import { Link } from 'wouter';
import { navGroups } from '~/shared/sections';
import { PageMeta } from '../../components/page-meta';

export function SectionsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title="Editorial Sections"
        description="Every desk of the Gazette, from Global Affairs to Cosmic Watch."
        path="/sections"
      />
      <h1 className="font-serif text-4xl font-bold">Editorial Sections</h1>
      {navGroups.map((group) => (
        <section key={group.name} className="mt-8">
          <h2 className="text-xl font-semibold">{group.name}</h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.sections.map((section) => (
              <li key={section.slug} className="rounded-lg border border-border bg-surface p-4">
                <Link
                  href={`/section/${section.slug}`}
                  className="font-serif text-lg font-bold hover:underline"
                >
                  {section.name}
                </Link>
                <p className="mt-1 text-sm text-muted">{section.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
