import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Upload, X } from 'lucide-react';
import { type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react';
import { altTextSchema, captionSchema, type MediaItem } from '~/shared/schemas/media';
import { invalidateMedia, uploadMedia } from '../../api/admin-media';
import { ApiError } from '../../api/transport';
import { cn } from '../../lib/cn';

/** What the file picker offers; the server reads the real type from the bytes. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

interface QueuedFile {
  key: number;
  file: File;
  alt: string;
  caption: string;
  /** 0 to 1 while sending; null before. */
  progress: number | null;
  error: string | null;
}

let nextKey = 0;

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return 'The upload failed';
}

/**
 * Uploads images: chosen with the picker, dropped on the zone or pasted.
 * Each file waits with its own alt text (required) and caption fields and
 * gets its own progress bar; `onUploaded` receives each stored image.
 */
export function MediaUploader({
  label,
  multiple = false,
  onUploaded,
}: {
  label: string;
  multiple?: boolean;
  onUploaded: (item: MediaItem) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  function add(files: Iterable<File>) {
    const images = [...files].filter((file) => file.size > 0);
    const chosen = multiple ? images : images.slice(0, 1);
    if (chosen.length === 0) return;
    const queued = chosen.map((file) => ({
      key: ++nextKey,
      file,
      alt: '',
      caption: '',
      progress: null,
      error: null,
    }));
    setQueue((current) => (multiple ? [...current, ...queued] : queued));
  }

  function change(key: number, patch: Partial<QueuedFile>) {
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }

  async function uploadAll() {
    setBusy(true);
    let failed = false;
    for (const item of queue) {
      const alt = altTextSchema.safeParse(item.alt);
      const caption = captionSchema.safeParse(item.caption);
      if (!alt.success || !caption.success) {
        change(item.key, {
          error: (alt.error ?? caption.error)?.issues[0]?.message ?? 'Check this file',
        });
        failed = true;
        continue;
      }
      change(item.key, { progress: 0, error: null });
      try {
        const stored = await uploadMedia(
          item.file,
          { alt: alt.data, caption: caption.data },
          (progress) => change(item.key, { progress }),
        );
        setQueue((current) => current.filter((queued) => queued.key !== item.key));
        onUploaded(stored);
      } catch (error) {
        change(item.key, { progress: null, error: messageOf(error) });
        failed = true;
      }
    }
    setBusy(false);
    await invalidateMedia(queryClient);
    return !failed;
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    add(files);
  };

  return (
    <div className="flex flex-col gap-3">
      {/* Keyboard users reach the picker button; the zone takes drops and pastes. */}
      <section
        aria-labelledby={`${id}-label`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-4 text-center text-sm',
          dragging && 'border-accent bg-accent-soft',
        )}
      >
        <ImagePlus aria-hidden className="size-6 text-muted" />
        <p id={`${id}-label`} className="font-medium">
          {label}
        </p>
        <p className="text-muted">
          Drop {multiple ? 'images' : 'an image'} here, paste, or choose{' '}
          {multiple ? 'files' : 'a file'}. JPEG, PNG, WebP, AVIF or GIF.
        </p>
        <button
          type="button"
          className="button-secondary inline-flex items-center gap-2"
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden className="size-4" />
          Choose {multiple ? 'images' : 'an image'}
        </button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          className="sr-only"
          tabIndex={-1}
          aria-label={`${label}: choose ${multiple ? 'files' : 'a file'}`}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
      </section>

      {queue.length > 0 ? (
        <ul aria-label="Files to upload" className="flex flex-col gap-3">
          {queue.map((item) => (
            <li key={item.key} className="flex flex-col gap-2 rounded-lg border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm font-medium">{item.file.name}</span>
                <button
                  type="button"
                  className="button-secondary inline-flex items-center"
                  aria-label={`Remove ${item.file.name}`}
                  disabled={busy}
                  onClick={() =>
                    setQueue((current) => current.filter((queued) => queued.key !== item.key))
                  }
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium">Alt text (required)</span>
                <input
                  className="input"
                  value={item.alt}
                  required
                  aria-invalid={item.error ? true : undefined}
                  onChange={(event) => change(item.key, { alt: event.target.value })}
                  placeholder="What the image shows"
                />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium">Caption or credit</span>
                <input
                  className="input"
                  value={item.caption}
                  onChange={(event) => change(item.key, { caption: event.target.value })}
                />
              </label>
              {item.progress !== null ? (
                <progress
                  className="h-2 w-full accent-current"
                  max={1}
                  value={item.progress}
                  aria-label={`Uploading ${item.file.name}`}
                />
              ) : null}
              {item.error ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {item.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {queue.length > 0 ? (
        <button
          type="button"
          className="button-primary inline-flex items-center gap-2 self-start"
          disabled={busy}
          onClick={uploadAll}
        >
          <Upload aria-hidden className="size-4" />
          {busy
            ? 'Uploading…'
            : queue.length > 1
              ? `Upload ${queue.length} images`
              : 'Upload image'}
        </button>
      ) : null}
    </div>
  );
}
