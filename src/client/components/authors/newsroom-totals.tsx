import type { NewsroomTotals as Totals } from '~/shared/reporters';

/** Reporters, total articles and the rounded average per reporter. */
export function NewsroomTotals({ totals }: { totals: Totals }) {
  const items = [
    { label: 'Reporters', value: totals.reporters },
    { label: 'Total Articles', value: totals.articles },
    { label: 'Average per Reporter', value: totals.averagePerReporter },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-6">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-lg border border-border bg-surface p-4 text-center"
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted sm:text-sm">
            {item.label}
          </dt>
          <dd className="mt-1 font-serif text-3xl font-bold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
