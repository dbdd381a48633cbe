import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Newspaper, Pencil, Settings } from 'lucide-react';
import { type FormEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { formatDateTime } from '~/shared/dates';
import {
  type AuthorProfile,
  type AuthorProfileInput,
  authorProfileInputSchema,
  type ValidAuthorProfileInput,
} from '~/shared/schemas/author-profile';
import { splitCommaList } from '~/shared/schemas/common';
import {
  adminAuthorProfilesQuery,
  createAuthorProfile,
  deleteAuthorProfile,
  invalidateAuthorProfiles,
  updateAuthorProfile,
} from '../../api/admin-author-profiles';
import { errorMessage } from '../../api/admin-errors';
import { AdminHeader, type AdminLink } from '../../components/admin/admin-header';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { AdminMeta } from '../../components/admin/admin-meta';
import { ConfirmDeleteButton } from '../../components/admin/confirm-delete-button';
import { FormField } from '../../components/ui/form-field';
import { Switch } from '../../components/ui/switch';
import { useSchemaForm } from '../../components/ui/use-schema-form';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';

const LINKS: AdminLink[] = [
  { href: '/admin/articles', label: 'Articles', icon: ArrowLeft },
  { href: '/', label: 'View Site', icon: ExternalLink },
  { href: '/admin/breaking-news', label: 'Breaking News', icon: Newspaper },
  { href: '/admin/settings', label: 'Settings', icon: Settings },
];

/** Part C §9: 3 skeletons outside the article list. */
const DEFAULT_AVATAR = '/images/avatars/default.svg';

/**
 * The hook holds the text fields (expertise as typed, comma separated); the
 * Active switch is added before the shared schema checks the whole profile,
 * so the form shows the API's own messages.
 */
const textFieldsSchema = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar: z.string(),
  socialTwitter: z.string(),
  socialLinkedin: z.string(),
  expertise: z.string(),
});

type TextFields = z.input<typeof textFieldsSchema>;

function profileFormSchema(isActive: boolean) {
  return textFieldsSchema
    .transform(
      (fields): AuthorProfileInput => ({
        ...fields,
        expertise: splitCommaList(fields.expertise),
        isActive,
      }),
    )
    .pipe(authorProfileInputSchema);
}

function formValues(profile: AuthorProfile | null): TextFields {
  return {
    name: profile?.name ?? '',
    title: profile?.title ?? '',
    bio: profile?.bio ?? '',
    avatar: profile?.avatar ?? '',
    socialTwitter: profile?.socialTwitter ?? '',
    socialLinkedin: profile?.socialLinkedin ?? '',
    expertise: profile?.expertise.join(', ') ?? '',
  };
}

/** A handle may be typed with its "@"; the link needs it without. */
export function twitterUrl(handle: string): string {
  return `https://twitter.com/${handle.trim().replace(/^@/, '')}`;
}

/** /admin/authors: the reporters' profiles, and the form that adds and edits them. */
export function AuthorsPage() {
  const [editing, setEditing] = useState<AuthorProfile | null>(null);
  const profiles = useQuery(adminAuthorProfilesQuery);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminMeta title="Authors" />
      <AdminHeader
        title="Author Profiles"
        subtitle="The reporters behind the bylines, as readers see them on their author pages"
        links={LINKS}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {/* A new key per profile: the form starts again from that profile's values. */}
        <AuthorProfileForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => setEditing(null)}
        />
        <AuthorProfileList
          query={profiles}
          editingId={editing?.id ?? null}
          onEdit={setEditing}
          onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
        />
      </div>
    </div>
  );
}

function AuthorProfileForm({
  editing,
  onDone,
}: {
  editing: AuthorProfile | null;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const nameRef = useRef<HTMLInputElement>(null);
  const [isActive, setIsActive] = useState(editing?.isActive ?? true);
  const form = useSchemaForm(profileFormSchema(isActive), formValues(editing));

  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  const mutation = useMutation({
    mutationFn: (input: ValidAuthorProfileInput) =>
      editing ? updateAuthorProfile(editing.id, input) : createAuthorProfile(input),
    onSuccess: async (profile) => {
      toast({
        title: editing ? 'Author Profile Updated' : 'Author Profile Created',
        description: `The profile of ${profile.name} has been saved.`,
      });
      form.reset();
      setIsActive(true);
      onDone();
      await invalidateAuthorProfiles(queryClient);
    },
    onError: (error) => {
      toast(
        editing
          ? {
              title: 'Update Failed',
              description: errorMessage(error, 'Failed to update author profile'),
              variant: 'destructive',
            }
          : {
              title: 'Creation Failed',
              description: errorMessage(error, 'Failed to create author profile'),
              variant: 'destructive',
            },
      );
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (input) mutation.mutate(input);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-border bg-surface p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {editing ? 'Edit Author Profile' : 'Add Author Profile'}
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <FormField id={`${id}-name`} label="Name" error={form.errors.name}>
          {(control) => (
            <input
              {...control}
              {...form.bind('name')}
              ref={nameRef}
              autoComplete="off"
              className="input"
            />
          )}
        </FormField>
        <FormField id={`${id}-title`} label="Title" error={form.errors.title}>
          {(control) => (
            <input
              {...control}
              {...form.bind('title')}
              className="input"
              placeholder="Senior Correspondent"
            />
          )}
        </FormField>
        <FormField id={`${id}-bio`} label="Bio" error={form.errors.bio}>
          {(control) => (
            <textarea {...control} {...form.bind('bio')} rows={4} className="input resize-y" />
          )}
        </FormField>
        <FormField id={`${id}-avatar`} label="Avatar URL" error={form.errors.avatar}>
          {(control) => (
            <input
              {...control}
              {...form.bind('avatar')}
              inputMode="url"
              className="input"
              placeholder="https://… or /images/avatars/…"
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-socialTwitter`}
            label="Twitter Handle"
            error={form.errors.socialTwitter}
          >
            {(control) => (
              <input
                {...control}
                {...form.bind('socialTwitter')}
                autoComplete="off"
                className="input"
                placeholder="handle"
              />
            )}
          </FormField>
          <FormField
            id={`${id}-socialLinkedin`}
            label="LinkedIn URL"
            error={form.errors.socialLinkedin}
          >
            {(control) => (
              <input
                {...control}
                {...form.bind('socialLinkedin')}
                inputMode="url"
                className="input"
                placeholder="https://www.linkedin.com/in/…"
              />
            )}
          </FormField>
        </div>
        <FormField
          id={`${id}-expertise`}
          label="Expertise Areas (comma separated)"
          error={form.errors.expertise}
        >
          {(control) => (
            <input
              {...control}
              {...form.bind('expertise')}
              className="input"
              placeholder="Portal politics, Cosmic weather"
            />
          )}
        </FormField>
        <div className="flex items-center gap-3">
          <Switch id={`${id}-active`} checked={isActive} onCheckedChange={setIsActive} />
          <label htmlFor={`${id}-active`} className="text-sm font-medium">
            Active
          </label>
        </div>
        <div className="flex flex-wrap gap-2 pt-2">
          <button type="submit" className="button-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : editing ? 'Update Profile' : 'Create Profile'}
          </button>
          {editing ? (
            <button
              type="button"
              className="button-secondary"
              onClick={onDone}
              disabled={mutation.isPending}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function AuthorProfileList({
  query,
  editingId,
  onEdit,
  onDeleted,
}: {
  query: UseQueryResult<AuthorProfile[]>;
  editingId: number | null;
  onEdit: (profile: AuthorProfile) => void;
  onDeleted: (id: number) => void;
}) {
  return (
    <AdminListSection
      heading="All Profiles"
      query={query}
      summary={(shown) => `${shown.length} ${shown.length === 1 ? 'profile' : 'profiles'}`}
      loadingLabel="Loading author profiles..."
      skeletonClassName="flex gap-4"
      skeleton={
        <>
          <div className="size-14 shrink-0 rounded-full bg-accent-soft" />
          <div className="flex flex-1 flex-col gap-3">
            <div className="h-5 w-1/3 rounded bg-accent-soft" />
            <div className="h-4 w-5/6 rounded bg-accent-soft" />
            <div className="h-3 w-1/4 rounded bg-accent-soft" />
          </div>
        </>
      }
      errorText="Failed to load author profiles"
      emptyText="No author profiles found"
      renderItem={(profile) => (
        <AuthorProfileRow
          key={profile.id}
          profile={profile}
          editing={profile.id === editingId}
          onEdit={() => onEdit(profile)}
          onDeleted={() => onDeleted(profile.id)}
        />
      )}
    />
  );
}

/** A broken avatar link falls back to the default picture instead of an empty frame. */
function showDefaultAvatar(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
}

function AuthorProfileRow({
  profile,
  editing,
  onEdit,
  onDeleted,
}: {
  profile: AuthorProfile;
  editing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteAuthorProfile(profile.id),
    onSuccess: async () => {
      toast({
        title: 'Author Profile Deleted',
        description: `The profile of ${profile.name} has been deleted.`,
      });
      onDeleted();
      await invalidateAuthorProfiles(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'Failed to delete author profile'),
        variant: 'destructive',
      });
    },
  });

  return (
    <li
      className={cn(
        'flex gap-4 rounded-lg border p-4',
        profile.isActive
          ? 'border-border bg-surface'
          : 'border-dashed border-border bg-page text-muted',
        editing && 'ring-2 ring-accent',
      )}
    >
      <img
        src={profile.avatar || DEFAULT_AVATAR}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        onError={showDefaultAvatar}
        className="size-14 shrink-0 rounded-full bg-accent-soft object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('text-lg font-semibold', profile.isActive && 'text-ink')}>
            {profile.name}
          </h3>
          {profile.title ? (
            <span className="inline-flex items-center rounded-full border border-border bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-ink">
              {profile.title}
            </span>
          ) : null}
          {profile.isActive ? null : (
            <span className="inline-flex items-center rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted">
              Inactive
            </span>
          )}
          {editing ? <span className="text-xs font-semibold text-accent">Editing</span> : null}
        </div>
        {profile.bio ? <p className="text-sm">{profile.bio}</p> : null}
        {profile.expertise.length > 0 ? (
          <ul aria-label="Expertise" className="flex flex-wrap gap-1.5">
            {profile.expertise.map((area) => (
              <li key={area} className="rounded border border-border px-2 py-0.5 text-xs">
                {area}
              </li>
            ))}
          </ul>
        ) : null}
        {profile.socialTwitter || profile.socialLinkedin ? (
          <p className="flex flex-wrap gap-4 text-sm">
            {profile.socialTwitter ? (
              <a
                href={twitterUrl(profile.socialTwitter)}
                target="_blank"
                rel="noreferrer"
                className="link"
              >
                Twitter: @{profile.socialTwitter.replace(/^@/, '')}
              </a>
            ) : null}
            {profile.socialLinkedin ? (
              <a href={profile.socialLinkedin} target="_blank" rel="noreferrer" className="link">
                LinkedIn
              </a>
            ) : null}
          </p>
        ) : null}
        <p className="text-xs text-muted">Created {formatDateTime(profile.createdAt)}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <button
            type="button"
            aria-label={`Edit ${profile.name}`}
            className="button-secondary inline-flex items-center gap-2 px-3 py-1.5"
            onClick={onEdit}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </button>
          <ConfirmDeleteButton
            name={profile.name}
            title="Delete Author Profile"
            description={`Are you sure you want to delete the profile of ${profile.name}? Their articles are kept. This action cannot be undone.`}
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
    </li>
  );
}
