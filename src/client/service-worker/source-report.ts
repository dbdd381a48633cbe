/**
 * The service worker tells a page when a data answer came from the kept
 * copies rather than the network, so the page can say so ("You're offline:
 * showing saved stories"). The browser's own online flag is not enough: a
 * connection that is up but reaches nothing still reads as online.
 */
export const SOURCE_MESSAGE = 'gazette-source';

export interface SourceMessage {
  type: typeof SOURCE_MESSAGE;
  saved: boolean;
}

export function isSourceMessage(data: unknown): data is SourceMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SOURCE_MESSAGE &&
    typeof (data as { saved?: unknown }).saved === 'boolean'
  );
}
