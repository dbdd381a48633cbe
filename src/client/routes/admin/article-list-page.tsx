import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  Activity,
  Database,
  ExternalLink,
  Newspaper,
  Plus,
  Settings,
  UserCog,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ARTICLE_STATUSES, type ArticleStatus } from '~/shared/article-constants';
import type { Article } from '~/shared/schemas/article';
import { SECTION_SLUGS, type SectionSlug } from '~/shared/sections';
import { adminArticlesQuery } from '../../api/admin-articles';
import { AdminArticleCard } from '../../components/admin/admin-article-card';
import { AdminHeader, type AdminLink } from '../../components/admin/admin-header';
import { AdminMeta } from '../../components/admin/admin-meta';
import { FormField } from '../../components/ui/form-field';
import { plainOptions, SelectField, type SelectOption } from '../../components/ui/select-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Skeleton cards while the list loads. */
const SKELETON_KEYS = Array.from({ length: 6 }, (_, index) => `skeleton-${index}`);
const SEARCH_DELAY_MS = 300;

/** Each filter offers All, then every value as it is stored. */
const ALL = { value: 'all', label: 'All' } as const;
const STATUS_FILTER: SelectOption<ArticleStatus | 'all'>[] = [
  ALL,
  ...plainOptions(ARTICLE_STATUSES),
];
const SECTION_FILTER: SelectOption<SectionSlug | 'all'>[] = [ALL, ...plainOptions(SECTION_SLUGS)];

const LINKS: AdminLink[] = [
  { href: '/', label: 'View Site', icon: ExternalLink },
  { href: '/admin/breaking-news', label: 'Breaking News', icon: Newspaper },
  { href: '/admin/authors', label: 'Authors', icon: Users },
  { href: '/admin/database', label: 'Database', icon: Database },
  { href: '/admin/users', label: 'Users', icon: UserCog },
  { href: '/admin/activity', label: 'Activity', icon: Activity },
  { href: '/admin/settings', label: 'Settings', icon: Settings },
];

/** /admin and /admin/articles: every article, drafts included, with filters. */
export function ArticleListPage() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ArticleStatus | 'all'>('all');
  const [section, setSection] = useState<SectionSlug | 'all'>('all');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const articles = useQuery({
    ...adminArticlesQuery({ q, status, section }),
    // Keeps the current cards while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Articles" />
      <AdminHeader
        title="Article Management"
        subtitle="Create, edit and publish stories from across the multiverse"
        links={LINKS}
      />

      <search className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <FormField id={`${id}-search`} label="Search">
            {(control) => (
              <input
                {...control}
                type="search"
                className="input"
                placeholder="Search articles..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <SelectField
          id={`${id}-status`}
          label="Status"
          value={status}
          options={STATUS_FILTER}
          onChange={setStatus}
        />
        <SelectField
          id={`${id}-section`}
          label="Section"
          value={section}
          options={SECTION_FILTER}
          onChange={setSection}
        />
        <Link
          href="/admin/articles/new"
          className="button-primary inline-flex items-center justify-center gap-2"
        >
          <Plus aria-hidden className="size-4" />
          New Article
        </Link>
      </search>

      <ArticleResults query={articles} />
    </div>
  );
}

function ArticleResults({ query }: { query: UseQueryResult<Article[]> }) {
  if (query.isPending) {
    return (
      <div>
        <p role="status" className="sr-only">
          Loading articles...
        </p>
        <ul aria-hidden className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SKELETON_KEYS.map((key) => (
            <li
              key={key}
              className="animate-pulse overflow-hidden rounded-lg border border-border bg-surface"
            >
              <div className="aspect-video bg-accent-soft" />
              <div className="flex flex-col gap-3 p-4">
                <div className="h-4 w-1/3 rounded bg-accent-soft" />
                <div className="h-5 w-5/6 rounded bg-accent-soft" />
                <div className="h-4 w-full rounded bg-accent-soft" />
                <div className="h-4 w-2/3 rounded bg-accent-soft" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
        Failed to load articles
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border py-16 text-center">
        <p className="text-lg font-semibold">No articles found</p>
        <Link href="/admin/articles/new" className="link mt-3 inline-block">
          Create your first article
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isPlaceholderData}>
      {query.data.map((article) => (
        <li key={article.id} className="flex">
          <AdminArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
