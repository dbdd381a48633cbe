import { diffWords } from 'diff';
import { useMemo } from 'react';

/**
 * Two texts compared word by word: what was taken out struck through in red,
 * what was put in underlined in green, the rest as it is. Screen readers hear
 * "removed" and "added" before each change.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  if (before === after) return <p className="text-sm text-muted">No changes.</p>;
  return (
    <p className="whitespace-pre-wrap break-words font-mono text-sm leading-relaxed">
      {parts.map((part, index) => {
        // The parts are a fixed sequence for these two texts: their order is their identity.
        const key = `${index}-${part.added ? 'a' : part.removed ? 'r' : 's'}`;
        if (part.added) {
          return (
            <ins
              key={key}
              className="bg-green-100 text-green-900 underline dark:bg-green-950 dark:text-green-200"
            >
              <span className="sr-only">[added: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del
              key={key}
              className="bg-red-100 text-red-900 line-through dark:bg-red-950 dark:text-red-200"
            >
              <span className="sr-only">[removed: </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

/** The fields a version comparison shows, in the order the form has them. */
export interface ComparedText {
  title: string;
  summary: string;
  content: string;
}

const FIELDS: ReadonlyArray<[keyof ComparedText, string]> = [
  ['title', 'Title'],
  ['summary', 'Summary'],
  ['content', 'Content'],
];

/** Title, summary and content of two versions, each compared word by word. */
export function VersionComparison({
  before,
  after,
  label,
}: {
  before: ComparedText;
  after: ComparedText;
  label: string;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {FIELDS.map(([field, name]) => (
        <div key={field} className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold">{name}</h4>
          <div className="rounded-md border border-border bg-surface p-3">
            <WordDiff before={before[field]} after={after[field]} />
          </div>
        </div>
      ))}
    </section>
  );
}
