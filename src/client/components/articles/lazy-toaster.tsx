import { lazy, Suspense } from 'react';

/**
 * Reader pages raise a toast only after a click (copy link), so the toast UI
 * is fetched then, not with every page. The store keeps a toast raised while
 * the chunk loads; it shows as soon as the Toaster mounts.
 */
const Toaster = lazy(() => import('../ui/toast').then((module) => ({ default: module.Toaster })));

export function LazyToaster({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
