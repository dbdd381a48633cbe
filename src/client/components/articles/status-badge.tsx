import { cn } from '../../lib/cn';

/** Public badge colours (Part C §4), matched case-insensitively; anything else is grey. */
const STATUS_CLASSES: Record<string, string> = {
  breaking: 'bg-red-700 text-white',
  developing: 'bg-blue-700 text-white',
  verified: 'bg-green-700 text-white',
  analysis: 'bg-yellow-400 text-black',
  exclusive: 'bg-purple-700 text-white',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide',
        STATUS_CLASSES[status.toLowerCase()] ?? 'bg-gray-600 text-white',
      )}
    >
      {status}
    </span>
  );
}
