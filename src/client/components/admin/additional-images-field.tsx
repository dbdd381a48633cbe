import { Plus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { type ImageRow, imageRow } from './article-form-values';
import { MediaUploader } from './media-uploader';

/**
 * The article's extra image URLs: one input per image, each with its own
 * remove button, and a button to add another.
 */
export function AdditionalImagesField({
  rows,
  errors,
  onChange,
}: {
  rows: ImageRow[];
  errors: Partial<Record<number, string>>;
  onChange: (rows: ImageRow[]) => void;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const latest = useRef(rows);
  latest.current = rows;

  function add() {
    onChange([...rows, imageRow()]);
    // The new input exists after this render; put the cursor in it.
    requestAnimationFrame(() => {
      const inputs = list.current?.querySelectorAll('input');
      inputs?.[inputs.length - 1]?.focus();
    });
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Additional Images</legend>
      <p id={`${id}-help`} className="text-sm text-muted">
        Extra photos shown with the article, one URL or site path each.
      </p>
      <ol ref={list} className="flex flex-col gap-2 empty:hidden">
        {rows.map((row, index) => {
          const error = errors[index];
          const errorId = `${id}-${row.key}-error`;
          return (
            <li key={row.key} className="flex flex-col gap-1">
              <div className="flex gap-2">
                <input
                  type="text"
                  inputMode="url"
                  className="input min-w-0 flex-1"
                  aria-label={`Additional image ${index + 1} URL`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : `${id}-help`}
                  placeholder="https://example.com/image.jpg"
                  value={row.url}
                  onChange={(event) =>
                    onChange(
                      rows.map((item) =>
                        item.key === row.key ? { ...item, url: event.target.value } : item,
                      ),
                    )
                  }
                />
                <button
                  type="button"
                  className="button-secondary inline-flex items-center"
                  aria-label={`Remove additional image ${index + 1}`}
                  onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              {error ? (
                <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button-secondary inline-flex items-center gap-2 self-start"
        onClick={add}
      >
        <Plus aria-hidden className="size-4" />
        Add Image
      </button>
      <MediaUploader
        label="Upload additional images"
        multiple
        onUploaded={(item) => {
          // Several uploads finish one after another within one render: add to the latest rows.
          latest.current = [...latest.current, imageRow(item.url)];
          onChange(latest.current);
        }}
      />
    </fieldset>
  );
}
