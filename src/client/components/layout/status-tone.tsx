import type { StatusTone } from '~/shared/reality-status';

/** Text colours that keep AA contrast on the page and surface colours of both themes. */
const TEXT: Record<StatusTone, string> = {
  green: 'text-green-800 dark:text-green-400',
  yellow: 'text-yellow-800 dark:text-yellow-300',
  orange: 'text-orange-800 dark:text-orange-400',
  red: 'text-red-700 dark:text-red-400',
};

const DOT: Record<StatusTone, string> = {
  green: 'bg-green-600 dark:bg-green-400',
  yellow: 'bg-yellow-500 dark:bg-yellow-300',
  orange: 'bg-orange-500 dark:bg-orange-400',
  red: 'bg-red-600 dark:bg-red-400',
};

export function toneText(tone: StatusTone): string {
  return TEXT[tone];
}

export function toneDot(tone: StatusTone): string {
  return DOT[tone];
}

export function ToneDot({ tone }: { tone: StatusTone }) {
  return <span aria-hidden="true" className={`inline-block size-2 rounded-full ${DOT[tone]}`} />;
}
