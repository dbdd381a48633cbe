export const WORDS_PER_MINUTE = 225;

/** Words divided by 225, rounded up; markup is not counted. */
export function readingTime(content: string): number {
  const text = content.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
