import { Link } from 'wouter';
import { AdminMeta } from '../../components/admin/admin-meta';

/** Admin paths with no screen (yet). */
export function AdminNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <AdminMeta title="Page Not Found" />
      <h1 className="font-serif text-4xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted">There is no admin page at this address.</p>
      <Link href="/admin/articles" className="button-primary mt-8 inline-block">
        Back to Articles
      </Link>
    </div>
  );
}
