/** Placeholders in the shape of article cards while a listing loads. */
export function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading articles…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          key={index}
          aria-hidden
          className="animate-pulse overflow-hidden rounded-lg border border-border bg-surface"
        >
          <div className="aspect-video bg-accent-soft" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-1/3 rounded bg-accent-soft" />
            <div className="h-5 w-5/6 rounded bg-accent-soft" />
            <div className="h-4 w-full rounded bg-accent-soft" />
          </div>
        </div>
      ))}
    </div>
  );
}
