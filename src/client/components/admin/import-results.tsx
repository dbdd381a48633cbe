import { useId } from 'react';
import type { DatabaseImportResult, DatabaseTable } from '~/shared/schemas/database-export';

/** The counts shown after an import, in a fixed order. */
const RESULT_ROWS: ReadonlyArray<readonly [DatabaseTable, string]> = [
  ['users', 'Users'],
  ['articles', 'Articles'],
  ['breakingNews', 'Breaking news items'],
  ['authorProfiles', 'Author profiles'],
  ['editorialTeam', 'Editorial team members'],
  ['articleRevisions', 'Article revisions'],
  ['analyticsSummaries', 'Readership days'],
  ['analyticsArticleViews', 'Article views per day'],
];

/** What an import wrote and what it skipped, table by table. */
export function ImportResults({ result }: { result: DatabaseImportResult }) {
  const id = useId();
  return (
    <div className="mt-6">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Import Results
      </h3>
      <table aria-labelledby={`${id}-heading`} className="mt-2 w-full max-w-lg text-sm">
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 font-medium text-muted">
              Records
            </th>
            <th scope="col" className="py-2 text-right font-medium text-muted">
              Imported
            </th>
            <th scope="col" className="py-2 text-right font-medium text-muted">
              Skipped
            </th>
          </tr>
        </thead>
        <tbody>
          {RESULT_ROWS.map(([table, label]) => (
            <tr key={table} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 text-left font-normal">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{result.imported[table]}</td>
              <td className="py-2 text-right tabular-nums">{result.skipped[table]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
