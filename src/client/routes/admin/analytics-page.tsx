import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'wouter';
import { formatDay } from '~/shared/calendar-days';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsReport,
} from '~/shared/schemas/analytics';
import { resultCountText } from '~/shared/search-count';
import { SEARCH_COUNT_CAP } from '~/shared/search-scoring';
import { findSection } from '~/shared/sections';
import { analyticsReportQuery } from '../../api/admin-analytics';
import { errorMessage } from '../../api/admin-errors';
import { useListQuery } from '../../api/use-page-query';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

/** The chart library is its own chunk: loaded when this screen draws its first chart. */
const ViewsChart = lazy(() => import('../../components/admin/views-chart'));
const CHART_HEIGHT = 260;

const CARD = 'rounded-lg border border-border bg-surface p-6';
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** /admin/analytics: what readers read and look for, counted without cookies. */
export function AnalyticsPage() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(7);
  const report = useListQuery(analyticsReportQuery(period));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Analytics" />
      <AdminPageHeading
        title="Readership"
        subtitle="What readers read and search for, counted without cookies or personal data"
      />
      <PeriodPicker period={period} onChange={setPeriod} />
      {report.isPending ? (
        <Spinner label="Loading readership figures..." />
      ) : report.isError ? (
        <p role="alert" className="py-12 text-center text-red-700 dark:text-red-400">
          {errorMessage(report.error, 'Failed to load readership figures')}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <Figures report={report.data} />
          <ChartCard report={report.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopArticles report={report.data} />
            <RankedTable
              title="Top searches"
              empty="No searches yet"
              columns={['Query', 'Searches', 'Results']}
              rows={report.data.topSearches.map((search) => [
                search.query,
                count.format(search.count),
                search.results > SEARCH_COUNT_CAP
                  ? resultCountText(search.results)
                  : count.format(search.results),
              ])}
            />
            <RankedTable
              title="Searches with no results"
              empty="Every search found something"
              columns={['Query', 'Searches']}
              rows={report.data.unansweredSearches.map((search) => [
                search.query,
                count.format(search.count),
              ])}
            />
            <RankedTable
              title="Top referrers"
              empty="No readers arrived from another site yet"
              columns={['Site', 'Views']}
              rows={report.data.referrers.map((row) => [row.referrer, count.format(row.views)])}
            />
            <RankedTable
              title="Top sections"
              empty="No section read yet"
              columns={['Section', 'Views']}
              rows={report.data.sections.map((row) => [
                findSection(row.section)?.name ?? row.section,
                count.format(row.views),
              ])}
            />
          </div>
        </div>
      )}
    </div>
  );
}

function PeriodPicker({
  period,
  onChange,
}: {
  period: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Period</legend>
      {ANALYTICS_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={period === days}
          onClick={() => onChange(days)}
          className={period === days ? 'button-primary' : 'button-secondary'}
        >
          Last {days} days
        </button>
      ))}
    </fieldset>
  );
}

function Figures({ report }: { report: AnalyticsReport }) {
  const views = report.days.reduce((sum, day) => sum + day.totalViews, 0);
  const visitors = report.days.reduce((sum, day) => sum + day.uniqueVisitors, 0);
  const first = report.days[0]?.date;
  const last = report.days.at(-1)?.date;
  return (
    <section aria-label="Totals" className={CARD}>
      <p className="text-sm text-muted">
        {first && last ? `${formatDay(first)} to ${formatDay(last)} (UTC days)` : null}
      </p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <Figure label="Page views" value={count.format(views)} />
        <Figure
          label="Unique visitors"
          value={count.format(visitors)}
          note="Counted per day: a reader is a new visitor each day"
        />
        <Figure
          label="Bounce rate"
          value={percent.format(report.bounceRate)}
          note="Visitors who viewed one page only"
        />
      </dl>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 font-serif text-3xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

function ChartCard({ report }: { report: AnalyticsReport }) {
  const id = useId();
  const views = report.days.reduce((sum, day) => sum + day.totalViews, 0);
  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Views and visitors per day
        </h2>
        <ul className="flex gap-4 text-sm text-muted">
          <li className="inline-flex items-center gap-2">
            <span aria-hidden className="inline-block h-0.5 w-5 bg-accent" />
            Views
          </li>
          <li className="inline-flex items-center gap-2">
            <span aria-hidden className="inline-block w-5 border-t-2 border-dashed border-ink" />
            Unique visitors
          </li>
        </ul>
      </div>
      <div
        role="img"
        aria-label={`Chart of views and unique visitors for each of the last ${report.days.length} days: ${count.format(views)} views in all. The figures are in the table below.`}
        className="mt-4"
      >
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <ViewsChart days={report.days} height={CHART_HEIGHT} />
        </Suspense>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium">Daily figures</summary>
        <table className="mt-2 w-full max-w-lg text-sm">
          <caption className="sr-only">Views and unique visitors per day</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 font-medium text-muted">
                Day
              </th>
              <th scope="col" className="py-2 text-right font-medium text-muted">
                Views
              </th>
              <th scope="col" className="py-2 text-right font-medium text-muted">
                Unique visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.date} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {formatDay(day.date)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{count.format(day.totalViews)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {count.format(day.uniqueVisitors)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function TopArticles({ report }: { report: AnalyticsReport }) {
  return (
    <RankedTable
      title="Top articles"
      empty="No article read yet"
      columns={['Article', 'Views']}
      rows={report.topArticles.map((article) => [
        <Link
          key={article.articleId}
          href={`/admin/articles/${article.articleId}`}
          className="link"
        >
          {article.title}
        </Link>,
        count.format(article.views),
      ])}
    />
  );
}

/** A card with a ranked list as a table: the first column names, the others count. */
function RankedTable({
  title,
  empty,
  columns,
  rows,
}: {
  title: string;
  empty: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={CARD}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <table aria-labelledby={`${id}-heading`} className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('py-2 font-medium text-muted', index > 0 && 'text-right')}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              // Ranked rows have no id of their own; their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: a ranked list is replaced whole
              <tr key={row} className="border-b border-border last:border-0">
                {cells.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={columns[index]}
                      scope="row"
                      className="py-2 text-left font-normal break-words"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={columns[index]} className="py-2 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
