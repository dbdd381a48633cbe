import { Link } from 'wouter';
import { PageMeta } from '../../components/page-meta';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for does not exist in this dimension."
        path="/404"
        noindex
      />
      <h1 className="font-serif text-4xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted">
        The page you are looking for does not exist in this dimension.
      </p>
      <Link href="/" className="button-primary mt-8 inline-block">
        Back to Home
      </Link>
    </div>
  );
}
