import { highlightSegments } from '~/shared/search-highlight';

/** Text with every search term marked. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are derived from the text in order
          <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-black">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are derived from the text in order
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
