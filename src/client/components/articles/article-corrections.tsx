import { type ArticleCorrection, correctionHeading } from '~/shared/corrections';
import { formatDateTime } from '~/shared/dates';

/** The notes under an article's body: "Correction, {date}: ..." and "Update, {date}: ...". */
export function ArticleCorrections({ corrections }: { corrections: readonly ArticleCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <section
      aria-labelledby="article-corrections-heading"
      className="mt-10 rounded-lg border border-border bg-surface p-5"
    >
      <h2
        id="article-corrections-heading"
        className="text-xs font-semibold uppercase tracking-widest text-muted"
      >
        Corrections and Updates
      </h2>
      <ul className="mt-3 flex flex-col gap-3 text-sm">
        {corrections.map((correction) => (
          <li key={correction.id}>
            <strong>{`${correctionHeading(correction.kind, formatDateTime(correction.createdAt))}:`}</strong>
            {` ${correction.text}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
