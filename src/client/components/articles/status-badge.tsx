import { cn } from '../../lib/cn';

/**
 * Badge colours, matched case-insensitively; anything else is
 * grey. The back office shows developing in yellow and published in blue.
 */
const PALETTES = {
  public: {
    breaking: 'bg-red-700 text-white',
    developing: 'bg-blue-700 text-white',
    verified: 'bg-green-700 text-white',
    analysis: 'bg-yellow-400 text-black',
    exclusive: 'bg-purple-700 text-white',
  },
  admin: {
    draft: 'bg-gray-600 text-white',
    developing: 'bg-yellow-400 text-black',
    verified: 'bg-green-700 text-white',
    breaking: 'bg-red-700 text-white',
    published: 'bg-blue-700 text-white',
  },
} satisfies Record<string, Record<string, string>>;

export function StatusBadge({
  status,
  palette = 'public',
}: {
  status: string;
  palette?: keyof typeof PALETTES;
}) {
  const colours: Record<string, string> = PALETTES[palette];
  return (
    <span
      className={cn(
        'inline-block rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide',
        colours[status.toLowerCase()] ?? 'bg-gray-600 text-white',
      )}
    >
      {status}
    </span>
  );
}
