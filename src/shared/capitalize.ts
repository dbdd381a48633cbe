/** "stable" → "Stable": a stored lowercase value as a label. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
