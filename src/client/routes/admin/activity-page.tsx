import { useState } from 'react';
import { formatDateTime } from '~/shared/dates';
import { ACTIVITY_PAGE_SIZE, AUDIT_ACTION_LABELS } from '~/shared/schemas/audit';
import { activityQuery } from '../../api/admin-activity';
import { useListQuery } from '../../api/use-page-query';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { Spinner } from '../../components/ui/spinner';

/** /admin/activity: who did what, when and from where, newest first, for admins. */
export function ActivityPage() {
  const [page, setPage] = useState(1);
  const activity = useListQuery(activityQuery(page));
  const pages = Math.max(1, Math.ceil((activity.data?.total ?? 0) / ACTIVITY_PAGE_SIZE));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Activity" />
      <AdminPageHeading
        title="Activity"
        subtitle="Sign-ins, account changes, publishing, deletions, imports and exports"
      />
      {activity.isPending ? (
        <Spinner label="Loading activity..." />
      ) : activity.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Failed to load activity
        </p>
      ) : activity.data.events.length === 0 ? (
        <p className="text-muted">Nothing has been recorded yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Activity, newest first</caption>
            <thead className="bg-surface text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  What
                </th>
                <th scope="col" className="px-3 py-2">
                  On
                </th>
                <th scope="col" className="px-3 py-2">
                  Details
                </th>
                <th scope="col" className="px-3 py-2">
                  Address
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {activity.data.events.map((event) => (
                <tr key={event.id}>
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(event.at)}</td>
                  <td className="px-3 py-2">{event.actor ?? '—'}</td>
                  <td className="px-3 py-2 font-medium">
                    {AUDIT_ACTION_LABELS[event.action] ?? event.action}
                  </td>
                  <td className="px-3 py-2">{event.target ?? ''}</td>
                  <td className="px-3 py-2 text-muted">{event.detail ?? ''}</td>
                  <td className="px-3 py-2 font-mono text-xs">{event.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Activity pages" className="flex items-center justify-center gap-4">
        <button
          type="button"
          className="button-secondary"
          disabled={page <= 1}
          onClick={() => setPage((current) => Math.max(1, current - 1))}
        >
          Previous
        </button>
        <span className="text-sm">
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="button-secondary"
          disabled={page >= pages}
          onClick={() => setPage((current) => Math.min(pages, current + 1))}
        >
          Next
        </button>
      </nav>
    </div>
  );
}
