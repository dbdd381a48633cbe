import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, Plus, Rows3 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ARTICLE_STATUSES, type ArticleStatus } from '~/shared/article-constants';
import { ADMIN_PAGE_SIZE, type AdminArticleSort } from '~/shared/schemas/article-query';
import { SECTION_SLUGS, type SectionSlug } from '~/shared/sections';
import {
  type AdminArticleListRequest,
  type AdminArticlePage,
  adminArticleCountsQuery,
  adminArticlesQuery,
  type StatusCounts,
} from '../../api/admin-articles';
import { type PageQueryResult, useListQuery } from '../../api/use-page-query';
import { AdminArticleCard } from '../../components/admin/admin-article-card';
import { AdminArticleTable } from '../../components/admin/admin-article-table';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { rememberArticleList } from '../../components/admin/article-list-return';
import {
  DEFAULT_LIST_STATE,
  listHref,
  listStateFromSearch,
} from '../../components/admin/article-list-state';
import {
  type ArticleListView,
  useArticleListView,
} from '../../components/admin/use-article-list-view';
import { Pagination } from '../../components/section/pagination';
import { FormField } from '../../components/ui/form-field';
import { plainOptions, SelectField, type SelectOption } from '../../components/ui/select-field';
import { cn } from '../../lib/cn';
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
const SORT_OPTIONS: SelectOption<AdminArticleSort>[] = [
  { value: 'updated', label: 'Last edited' },
  { value: 'published', label: 'Publication date' },
  { value: 'title', label: 'Title A-Z' },
];

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * /admin and /admin/articles: every article, drafts included, a page at a
 * time, with the search, filters, order and page in the address.
 */
export function ArticleListPage() {
  const id = useId();
  const [, navigate] = useLocation();
  const state = listStateFromSearch(useSearch());
  const href = listHref(state);
  const [view, setView] = useArticleListView();

  const go = (next: Partial<AdminArticleListRequest>, options?: { replace?: boolean }) =>
    navigate(listHref({ ...state, page: 1, ...next }), options);

  // The search box follows the address when it changes otherwise (Back, Clear filters).
  const [typed, setTyped] = useState(state.q);
  const sentQuery = useRef(state.q);
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  useEffect(() => {
    if (state.q === sentQuery.current) return;
    sentQuery.current = state.q;
    setTyped(state.q);
  }, [state.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search moves the list
  useEffect(() => {
    const q = settled.trim();
    if (q === state.q) return;
    sentQuery.current = q;
    go({ q }, { replace: true });
  }, [settled]);

  useEffect(() => rememberArticleList(href), [href]);

  const articles = useListQuery(adminArticlesQuery(state));
  const counts = useListQuery(adminArticleCountsQuery(state));

  // A page past the end (the last articles of a page deleted, a stale link): the last page.
  const lastPage = Math.max(1, Math.ceil((articles.data?.total ?? 0) / ADMIN_PAGE_SIZE));
  const pastTheEnd = articles.data && state.page > lastPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page turns out to be past the end
  useEffect(() => {
    if (pastTheEnd) navigate(listHref({ ...state, page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage]);

  const filtered = state.q.trim() !== '' || state.status !== 'all' || state.section !== 'all';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 sm:py-8">
      <AdminMeta title="Articles" />
      <AdminPageHeading
        title="Article Management"
        subtitle="Create, edit and publish stories from across the multiverse"
        actions={
          <Link href="/admin/articles/new" className="button-primary">
            <Plus aria-hidden className="size-4" />
            New Article
          </Link>
        }
      />

      <search className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
          <FormField id={`${id}-search`} label="Search" className="col-span-2 md:col-span-1">
            {(control) => (
              <input
                {...control}
                type="search"
                className="input"
                placeholder="Search articles..."
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </FormField>
          <SelectField
            id={`${id}-status`}
            label="Status"
            value={state.status}
            options={STATUS_FILTER}
            onChange={(status) => go({ status })}
          />
          <SelectField
            id={`${id}-section`}
            label="Section"
            value={state.section}
            options={SECTION_FILTER}
            onChange={(section) => go({ section })}
          />
          <SelectField
            id={`${id}-sort`}
            label="Sort"
            value={state.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => go({ sort })}
            className="col-span-2 md:col-span-1"
          />
        </div>
        <StatusCountsBar
          counts={counts.data}
          status={state.status}
          onChoose={(status) => go({ status })}
        />
      </search>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultSummary query={articles} page={state.page} />
        <ViewSwitch view={view} onChange={setView} />
      </div>

      <ArticleResults
        query={articles}
        view={view}
        filtered={filtered}
        onClearFilters={() => {
          sentQuery.current = '';
          setTyped('');
          navigate(listHref({ ...DEFAULT_LIST_STATE, sort: state.sort }));
        }}
      />

      <Pagination
        page={state.page}
        totalPages={lastPage}
        hrefFor={(page) => listHref({ ...state, page })}
        label="Article pages"
      />
    </div>
  );
}

/**
 * How many articles of each status the search and section leave, beside the
 * status filter; choosing one filters by it.
 */
function StatusCountsBar({
  counts,
  status,
  onChoose,
}: {
  counts: StatusCounts | undefined;
  status: ArticleStatus | 'all';
  onChoose: (status: ArticleStatus | 'all') => void;
}) {
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const chips: { value: ArticleStatus | 'all'; label: string; count: number | null }[] = [
    { value: 'all', label: 'All', count: all },
    ...ARTICLE_STATUSES.map((value) => ({
      value,
      label: value,
      count: counts ? counts[value] : null,
    })),
  ];
  return (
    <ul aria-label="Articles per status" className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip.value}>
          <button
            type="button"
            aria-pressed={status === chip.value}
            onClick={() => onChoose(chip.value)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
              status === chip.value
                ? 'border-ink bg-ink text-surface'
                : 'border-control-border text-ink hover:bg-accent-soft',
            )}
          >
            {chip.label}
            <span className="tabular-nums opacity-80">
              {chip.count === null ? '…' : numberFormat.format(chip.count)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ResultSummary({
  query,
  page,
}: {
  query: PageQueryResult<AdminArticlePage>;
  page: number;
}) {
  if (!query.data || query.data.total === 0) return <p aria-live="polite" />;
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first + query.data.articles.length - 1;
  return (
    <p aria-live="polite" className="text-sm text-muted">
      {query.data.articles.length > 0
        ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(query.data.total)} articles`
        : `${numberFormat.format(query.data.total)} articles`}
    </p>
  );
}

/** Cards (the spec's) or a dense table; the choice is remembered in this browser. */
function ViewSwitch({
  view,
  onChange,
}: {
  view: ArticleListView;
  onChange: (view: ArticleListView) => void;
}) {
  const options = [
    { value: 'cards', label: 'Cards', icon: LayoutGrid },
    { value: 'table', label: 'Table', icon: Rows3 },
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-md border border-control-border p-0.5"
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded px-3 py-1 text-sm font-medium',
            view === value ? 'bg-ink text-surface' : 'text-ink hover:bg-accent-soft',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}

function ArticleResults({
  query,
  view,
  filtered,
  onClearFilters,
}: {
  query: PageQueryResult<AdminArticlePage>;
  view: ArticleListView;
  filtered: boolean;
  onClearFilters: () => void;
}) {
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
  if (query.data.articles.length === 0) {
    return <EmptyList filtered={filtered} onClearFilters={onClearFilters} />;
  }
  const { articles } = query.data;
  return (
    <div>
      {view === 'table' ? (
        <AdminArticleTable articles={articles} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id} className="flex">
              <AdminArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Nothing to show. With no article at all, the way to write the first; when
 * the search or filters hide every article, the way to clear them.
 */
function EmptyList({
  filtered,
  onClearFilters,
}: {
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const everything = useQuery({
    ...adminArticleCountsQuery({ q: '', section: 'all' }),
    enabled: filtered,
  });
  const total = everything.data
    ? Object.values(everything.data).reduce((sum, count) => sum + count, 0)
    : null;
  const hidden = filtered && total !== 0;
  return (
    <div className="rounded-lg border border-dashed border-border px-4 py-16 text-center">
      <p className="text-lg font-semibold">No articles found</p>
      {hidden ? (
        <>
          <p className="mt-1 text-sm text-muted">
            No article matches this search and these filters.
          </p>
          <button type="button" className="button-secondary mt-4" onClick={onClearFilters}>
            Clear filters
          </button>
        </>
      ) : (
        <Link href="/admin/articles/new" className="link mt-3 inline-block">
          Create your first article
        </Link>
      )}
    </div>
  );
}
