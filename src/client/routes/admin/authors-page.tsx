import { useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { z } from 'zod';
import { DEFAULT_AVATAR, twitterUrl } from '~/shared/reporters';
import {
  type AuthorProfile,
  type AuthorProfileInput,
  authorProfileInputSchema,
} from '~/shared/schemas/author-profile';
import { splitCommaList } from '~/shared/schemas/common';
import {
  adminAuthorProfilesQuery,
  createAuthorProfile,
  deleteAuthorProfile,
  invalidateAuthorProfiles,
  updateAuthorProfile,
} from '../../api/admin-author-profiles';
import {
  CollectionEditor,
  type CollectionFormProps,
  type CollectionRowProps,
} from '../../components/admin/collection-editor';
import {
  ActiveSwitch,
  CollectionForm,
  type CollectionFormWords,
} from '../../components/admin/collection-form';
import { CollectionRow } from '../../components/admin/collection-row';
import { MediaUploader } from '../../components/admin/media-uploader';
import { type SaveToasts, useSaveWithToasts } from '../../components/admin/use-save-with-toasts';
import { FormField } from '../../components/ui/form-field';
import { useSchemaForm } from '../../components/ui/use-schema-form';
import { cn } from '../../lib/cn';

const FORM_WORDS: CollectionFormWords = {
  addHeading: 'Add Author Profile',
  editHeading: 'Edit Author Profile',
  createButton: 'Create Profile',
  updateButton: 'Update Profile',
};

const SAVE_TOASTS: SaveToasts<AuthorProfile> = {
  created: 'Author Profile Created',
  updated: 'Author Profile Updated',
  describe: (profile) => `The profile of ${profile.name} has been saved.`,
  createFailed: { title: 'Creation Failed', fallback: 'Failed to create author profile' },
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update author profile' },
};

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

/** /admin/authors: the reporters' profiles, and the form that adds and edits them. */
export function AuthorsPage() {
  const profiles = useQuery(adminAuthorProfilesQuery);
  return (
    <CollectionEditor
      metaTitle="Authors"
      title="Author Profiles"
      subtitle="The reporters behind the bylines, as readers see them on their author pages"
      query={profiles}
      list={{
        heading: 'All Profiles',
        summary: (shown) => `${shown.length} ${shown.length === 1 ? 'profile' : 'profiles'}`,
        loadingLabel: 'Loading author profiles...',
        errorText: 'Failed to load author profiles',
        emptyText: 'No author profiles found',
      }}
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
      renderForm={(props) => <AuthorProfileForm {...props} />}
      renderRow={(props) => <AuthorProfileRow {...props} />}
    />
  );
}

function AuthorProfileForm({ editing, onDone }: CollectionFormProps<AuthorProfile>) {
  const id = useId();
  const [isActive, setIsActive] = useState(editing?.isActive ?? true);
  const form = useSchemaForm(profileFormSchema(isActive), formValues(editing));
  const save = useSaveWithToasts({
    editingId: editing?.id ?? null,
    create: createAuthorProfile,
    update: updateAuthorProfile,
    toasts: SAVE_TOASTS,
    invalidate: invalidateAuthorProfiles,
    onSaved: () => {
      form.reset();
      setIsActive(true);
      onDone();
    },
  });

  return (
    <CollectionForm
      words={FORM_WORDS}
      editing={editing !== null}
      pending={save.isPending}
      onSubmit={() => {
        const input = form.validate();
        if (input) save.mutate(input);
      }}
      onCancel={onDone}
    >
      <FormField id={`${id}-name`} label="Name" error={form.errors.name}>
        {(control) => (
          <input {...control} {...form.bind('name')} autoComplete="off" className="input" />
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
      <MediaUploader label="Upload an avatar" onUploaded={(item) => form.set('avatar', item.url)} />
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
      <ActiveSwitch id={`${id}-active`} checked={isActive} onChange={setIsActive} />
    </CollectionForm>
  );
}

/** A broken avatar link falls back to the default picture instead of an empty frame. */
function showDefaultAvatar(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
}

function AuthorProfileRow({
  item: profile,
  editing,
  onEdit,
  onDeleted,
}: CollectionRowProps<AuthorProfile>) {
  const twitter = twitterUrl(profile.socialTwitter);
  const twitterLabel = `Twitter: @${profile.socialTwitter.replace(/^@/, '')}`;
  return (
    <CollectionRow
      name={profile.name}
      active={profile.isActive}
      editing={editing}
      createdAt={profile.createdAt}
      onEdit={onEdit}
      remove={{
        confirmTitle: 'Delete Author Profile',
        confirmDescription: `Are you sure you want to delete the profile of ${profile.name}? Their articles are kept. This action cannot be undone.`,
        run: () => deleteAuthorProfile(profile.id),
        deleted: {
          title: 'Author Profile Deleted',
          description: `The profile of ${profile.name} has been deleted.`,
        },
        fallback: 'Failed to delete author profile',
        invalidate: invalidateAuthorProfiles,
        onDeleted,
      }}
      leading={
        <img
          src={profile.avatar || DEFAULT_AVATAR}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          onError={showDefaultAvatar}
          className="size-14 shrink-0 rounded-full bg-accent-soft object-cover"
        />
      }
      badges={
        <>
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
        </>
      }
    >
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
          {/* Linked as the author page links it; a handle it cannot link stays readable. */}
          {twitter ? (
            <a href={twitter} target="_blank" rel="noreferrer" className="link">
              {twitterLabel}
            </a>
          ) : profile.socialTwitter ? (
            <span>{twitterLabel}</span>
          ) : null}
          {profile.socialLinkedin ? (
            <a href={profile.socialLinkedin} target="_blank" rel="noreferrer" className="link">
              LinkedIn
            </a>
          ) : null}
        </p>
      ) : null}
    </CollectionRow>
  );
}
