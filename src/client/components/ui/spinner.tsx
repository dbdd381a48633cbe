import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex justify-center py-20', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin text-muted" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
