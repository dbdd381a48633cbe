import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { can } from '~/shared/roles';
import { altTextSchema, type MediaItem } from '~/shared/schemas/media';
import { adminSessionQuery } from '../../api/admin-auth';
import { adminMediaQuery, deleteMedia, invalidateMedia, updateMedia } from '../../api/admin-media';
import { ApiError } from '../../api/transport';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { FormAlert } from '../../components/admin/form-alert';
import { MediaUploader } from '../../components/admin/media-uploader';
import { ResponsiveImage } from '../../components/responsive-image';
import { useDebouncedValue } from '../../lib/use-debounced-value';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whether the signed-in user may change or delete an image: their own, or any as an editor. */
function useMayChange(): (item: MediaItem) => boolean {
  const user = useQuery(adminSessionQuery).data?.user;
  return (item) =>
    Boolean(user) && (can(user?.role, 'articles.write-any') || item.uploadedBy === user?.username);
}

/** One image: its picture, alt text (editable everywhere it is used), caption and uses. */
function MediaCard({
  item,
  selected,
  mayChange,
  onSelect,
}: {
  item: MediaItem;
  selected: boolean;
  mayChange: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(item.alt);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function saveAlt() {
    const parsed = altTextSchema.safeParse(alt);
    if (!parsed.success) {
      setStatus({ error: true, text: parsed.error.issues[0]!.message });
      return;
    }
    try {
      await updateMedia(item.id, { alt: parsed.data });
      setStatus({ error: false, text: 'Alt text saved on every page that shows this image' });
      await invalidateMedia(queryClient);
    } catch (error) {
      setStatus({ error: true, text: messageOf(error, 'The alt text was not saved') });
    }
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface">
      <ResponsiveImage
        src={item.url}
        alt={item.alt}
        sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw"
        width={item.width}
        height={item.height}
        className="aspect-video w-full bg-accent-soft object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <div className="flex items-start gap-2">
          {mayChange ? (
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={selected}
              aria-label={`Select ${item.fileName}`}
              onChange={(event) => onSelect(event.target.checked)}
            />
          ) : null}
          <div className="min-w-0">
            <p className="truncate font-medium" title={item.fileName}>
              {item.fileName}
            </p>
            <p className="text-muted">
              {item.width} × {item.height} · {kilobytes(item.byteSize)}
              {item.uploadedBy ? ` · ${item.uploadedBy}` : ''}
            </p>
          </div>
        </div>
        <label htmlFor={`${id}-alt`} className="font-medium">
          Alt text
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-alt`}
            className="input min-w-0 flex-1"
            value={alt}
            readOnly={!mayChange}
            onChange={(event) => setAlt(event.target.value)}
          />
          {mayChange ? (
            <button
              type="button"
              className="button-secondary"
              disabled={alt.trim() === item.alt}
              onClick={saveAlt}
              aria-label={`Save alt text of ${item.fileName}`}
            >
              Save
            </button>
          ) : null}
        </div>
        {status ? (
          <p
            role={status.error ? 'alert' : 'status'}
            className={status.error ? 'text-red-700 dark:text-red-400' : 'text-muted'}
          >
            {status.text}
          </p>
        ) : null}
        {item.caption ? <p className="text-muted">{item.caption}</p> : null}
        <div>
          <p className="font-medium">Used in</p>
          {item.usedBy.length === 0 ? (
            <p className="text-muted">Not used yet</p>
          ) : (
            <ul className="list-disc pl-5">
              {item.usedBy.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  {use.kind === 'article' ? (
                    <Link href={`/admin/articles/${use.id}`} className="link">
                      {use.title}
                    </Link>
                  ) : (
                    <span>Author profile: {use.title}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/** The media library: upload, search, edit alt text everywhere, delete images no page uses. */
export function MediaPage() {
  const id = useId();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 250);
  // The one exception to the list rule of ../../api/use-page-query.ts: the
  // list stays while another search loads, so a card being edited is not
  // unmounted (and its typing lost) by a search that changes as it is typed.
  // Nothing here names the search's results (no heading, no count) to be
  // contradicted by the cards still shown.
  const { data: items = [], isPending } = useQuery({
    ...adminMediaQuery(query),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const mayChange = useMayChange();

  async function deleteSelected() {
    setDeleteError(null);
    try {
      await deleteMedia([...selected]);
      setSelected(new Set());
    } catch (error) {
      setDeleteError(messageOf(error, 'The images were not deleted'));
    }
    await invalidateMedia(queryClient);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminMeta title="Media Library" />
      <AdminPageHeading
        title="Media Library"
        subtitle="Images for articles and author profiles. Alt text changed here changes on every page that shows the image."
        actions={
          <button
            type="button"
            className="button-secondary inline-flex items-center gap-2"
            disabled={selected.size === 0}
            onClick={deleteSelected}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete selected ({selected.size})
          </button>
        }
      />
      <MediaUploader label="Upload images" multiple onUploaded={() => undefined} />
      {deleteError ? <FormAlert message={deleteError} /> : null}
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Search images
        </label>
        <div className="relative">
          <Search aria-hidden className="absolute top-2.5 left-2.5 size-4 text-muted" />
          <input
            id={`${id}-search`}
            type="search"
            className="input w-full pl-8"
            placeholder="File name, alt text or caption"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {isPending ? (
        <p role="status">Loading images…</p>
      ) : items.length === 0 ? (
        <p role="status">{query ? 'No image matches your search.' : 'No images yet.'}</p>
      ) : (
        <ul aria-label="Images" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              mayChange={mayChange(item)}
              onSelect={(on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
