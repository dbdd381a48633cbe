import { formatDateTime } from './dates';

const MARK = 'after you opened it';

/**
 * What a save refused for being stale says: who saved the article since the
 * editor opened it, and when, so they know whose work they would overwrite.
 */
export function staleSaveMessage(current: {
  version: number;
  savedBy: string | null;
  savedAt: Date;
}): string {
  const who = current.savedBy ?? 'someone else';
  return `This article was saved by ${who} on ${formatDateTime(current.savedAt)} UTC (version ${current.version}) ${MARK}. Your changes have not been saved: compare them with that version, then save again.`;
}

/** Whether a 409's message is a stale save (and not, say, a slug already taken). */
export function isStaleSaveMessage(message: string | null): boolean {
  return message?.includes(MARK) ?? false;
}
