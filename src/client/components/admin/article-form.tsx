import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  ARTICLE_STATUSES,
  IMAGE_POSITIONS,
  type ImagePosition,
  MAX_READ_TIME,
  MIN_READ_TIME,
} from '~/shared/article-constants';
import { articleReferencePath } from '~/shared/canonical-paths';
import { capitalize } from '~/shared/capitalize';
import { can, statusesFor } from '~/shared/roles';
import { type AdminArticle, MAX_CHANGE_NOTE } from '~/shared/schemas/article';
import { sections } from '~/shared/sections';
import { slugify } from '~/shared/slugify';
import { isStaleSaveMessage } from '~/shared/stale-save';
import {
  createAdminArticle,
  invalidateArticles,
  updateAdminArticle,
} from '../../api/admin-articles';
import { ApiError } from '../../api/transport';
import { useUnsavedChangesWarning } from '../../lib/use-unsaved-changes-warning';
import { FormField } from '../ui/form-field';
import { plainOptions, SelectField, type SelectOption } from '../ui/select-field';
import { AdditionalImagesField } from './additional-images-field';
import { useAdminRole } from './admin-permissions';
import {
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormValues,
  EMPTY_ARTICLE_FORM,
  NO_ERRORS,
  validateArticleForm,
} from './article-form-values';
import { articleListHref, useArticleListHref } from './article-list-return';
import { AuthorSelect } from './author-select';
import { FormAlert } from './form-alert';
import { SaveConflict } from './save-conflict';
import { type SaveToasts, useSaveWithToasts } from './use-save-with-toasts';

/** Where each crop keeps the picture's focus. */
const IMAGE_POSITION_HELP: Record<ImagePosition, string> = {
  top: 'show heads/faces',
  center: 'balanced crop',
  bottom: 'show feet/base',
};

const SECTION_OPTIONS: SelectOption<ArticleFormValues['section']>[] = sections.map((section) => ({
  value: section.slug,
  label: section.name,
}));
const IMAGE_POSITION_OPTIONS: SelectOption<ImagePosition>[] = IMAGE_POSITIONS.map((position) => ({
  value: position,
  label: `${capitalize(position)} - ${IMAGE_POSITION_HELP[position]}`,
}));
const STATUS_OPTIONS = plainOptions(ARTICLE_STATUSES);

const SAVE_TOASTS: SaveToasts<AdminArticle> = {
  created: 'Article Created',
  updated: 'Article Updated',
  describe: (saved) => `"${saved.title}" has been saved.`,
  createFailed: { title: 'Create Failed', fallback: 'Failed to create article' },
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update article' },
};

/** The form's values as text, to tell whether anything was changed. */
function snapshot(values: ArticleFormValues): string {
  return JSON.stringify({
    ...values,
    additionalImages: values.additionalImages.map((row) => row.url),
  });
}

/**
 * The article form: a new article without `article`, else that article's
 * values. A save returns to the list; a refused one shows the server's
 * message above the fields and in a toast. An edit names the version it
 * was loaded from, so a colleague's save in between is never overwritten
 * unseen: the form keeps the text and offers a comparison. Leaving with
 * unsaved changes asks first.
 */
export function ArticleForm({
  article,
  onDirtyChange,
}: {
  article?: AdminArticle;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const id = useId();
  const editing = article !== undefined;
  const [, navigate] = useLocation();
  const listHref = useArticleListHref();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial, setInitial] = useState<ArticleFormValues>(() =>
    article ? articleFormValues(article) : EMPTY_ARTICLE_FORM,
  );
  const [values, setValues] = useState<ArticleFormValues>(initial);
  // The version this form's text was based on; moves on when a conflict is settled.
  const [baseVersion, setBaseVersion] = useState(article?.version);
  const [saved, setSaved] = useState(false);
  const dirty = !saved && snapshot(values) !== snapshot(initial);
  useUnsavedChangesWarning(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [errors, setErrors] = useState<ArticleFormErrors>(NO_ERRORS);
  // A new article's slug follows its title until the editor types one.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!editing);
  // A role that may not publish chooses among the unpublished statuses (and
  // may keep the one an editor set), and cannot feature the story.
  const role = useAdminRole();
  const mayPublish = can(role, 'articles.publish');
  const allowedStatuses = statusesFor(role);
  const statusOptions = allowedStatuses
    ? STATUS_OPTIONS.filter(
        (option) => allowedStatuses.includes(option.value) || option.value === article?.status,
      )
    : STATUS_OPTIONS;

  const save = useSaveWithToasts({
    editingId: article?.id ?? null,
    create: createAdminArticle,
    update: updateAdminArticle,
    toasts: SAVE_TOASTS,
    invalidate: invalidateArticles,
    // Back to the page of the list the editor came from.
    onSaved: () => {
      setSaved(true);
      navigate(articleListHref());
    },
  });
  const conflict =
    editing &&
    save.error instanceof ApiError &&
    save.error.status === 409 &&
    isStaleSaveMessage(save.error.serverMessage);

  function set<Field extends keyof ArticleFormValues>(
    field: Field,
    value: ArticleFormValues[Field],
  ) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function changeTitle(next: string) {
    setValues((current) => ({
      ...current,
      title: next,
      slug: slugFollowsTitle ? slugify(next) : current.slug,
    }));
  }

  function changeSlug(next: string) {
    // Clearing the slug hands it back to the title.
    setSlugFollowsTitle(!editing && next === '');
    set('slug', next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(baseVersion);
  }

  /** Validates and saves, naming the version the text is based on. */
  function send(version: number | undefined) {
    const result = validateArticleForm(values, initial);
    if (!result.ok) {
      save.reset();
      setErrors(result.errors);
      // After the messages render, take the editor to the first one.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate({ ...result.input, version });
  }

  /** After comparing: save this text on top of the version now on file. */
  function saveOver(theirs: AdminArticle) {
    setBaseVersion(theirs.version);
    send(theirs.version);
  }

  /** After comparing: drop this text and edit the version now on file. */
  function takeTheirs(theirs: AdminArticle) {
    const fresh = articleFormValues(theirs);
    setInitial(fresh);
    setValues(fresh);
    setBaseVersion(theirs.version);
    save.reset();
  }

  const field = errors.fields;
  const text = (name: 'date' | 'image' | 'tags') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6"
    >
      {save.failureMessage ? <FormAlert message={save.failureMessage} /> : null}
      {conflict && article ? (
        <SaveConflict
          articleId={article.id}
          mine={values}
          onSaveMine={saveOver}
          onTakeTheirs={takeTheirs}
        />
      ) : null}

      <FormField id={`${id}-title`} label="Title" error={field.title}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.title}
            onChange={(event) => changeTitle(event.target.value)}
          />
        )}
      </FormField>

      <FormField id={`${id}-slug`} label="Slug" error={field.slug}>
        {(control) => (
          <>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], `${id}-slug-help`]
                .filter(Boolean)
                .join(' ')}
              className="input font-mono text-sm"
              value={values.slug}
              onChange={(event) => changeSlug(event.target.value)}
              autoCapitalize="none"
              spellCheck={false}
            />
            <p id={`${id}-slug-help`} className="text-sm text-muted">
              The article's address: {articleReferencePath(values.slug || 'your-slug')}
            </p>
          </>
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${id}-section`}
          label="Section"
          value={values.section}
          options={SECTION_OPTIONS}
          onChange={(section) => set('section', section)}
          error={field.section}
        />

        <AuthorSelect
          id={`${id}-author`}
          value={values.author}
          error={field.author}
          onChange={(author) => set('author', author)}
        />

        <FormField id={`${id}-date`} label="Publication Date" error={field.date}>
          {(control) => (
            <input
              {...control}
              {...text('date')}
              className="input"
              placeholder="e.g. March 3, 2026"
            />
          )}
        </FormField>

        <FormField id={`${id}-readTime`} label="Read Time (minutes)" error={field.readTime}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_READ_TIME}
              max={MAX_READ_TIME}
              step={1}
              className="input"
              value={values.readTime}
              onChange={(event) => set('readTime', event.target.value)}
            />
          )}
        </FormField>
      </div>

      <FormField id={`${id}-summary`} label="Summary" error={field.summary}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className="input"
            value={values.summary}
            onChange={(event) => set('summary', event.target.value)}
          />
        )}
      </FormField>

      <FormField id={`${id}-content`} label="Content (HTML supported)" error={field.content}>
        {(control) => (
          <textarea
            {...control}
            rows={14}
            className="input font-mono text-sm"
            value={values.content}
            onChange={(event) => set('content', event.target.value)}
          />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-image`} label="Image URL" error={field.image}>
          {(control) => (
            <input
              {...control}
              {...text('image')}
              type="text"
              inputMode="url"
              className="input"
              placeholder="https://example.com/image.jpg"
            />
          )}
        </FormField>

        <SelectField
          id={`${id}-imagePosition`}
          label="Image Position"
          value={values.imagePosition}
          options={IMAGE_POSITION_OPTIONS}
          onChange={(position) => set('imagePosition', position)}
          error={field.imagePosition}
        />
      </div>

      <FormField id={`${id}-tags`} label="Tags (comma separated)" error={field.tags}>
        {(control) => (
          <input
            {...control}
            {...text('tags')}
            className="input"
            placeholder="portal, incursion, avengers"
          />
        )}
      </FormField>

      <AdditionalImagesField
        rows={values.additionalImages}
        errors={
          Object.keys(errors.additionalImages).length > 0 || !field.additionalImages
            ? errors.additionalImages
            : { 0: field.additionalImages }
        }
        onChange={(rows) => set('additionalImages', rows)}
      />

      <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
        <SelectField
          id={`${id}-status`}
          label="Status"
          value={values.status}
          options={statusOptions}
          onChange={(status) => set('status', status)}
          error={field.status}
        />

        <FormField id={`${id}-publishAt`} label="Publish At (optional)" error={field.publishAt}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={[control['aria-describedby'], `${id}-publishAt-help`]
                  .filter(Boolean)
                  .join(' ')}
                type="datetime-local"
                className="input"
                disabled={!mayPublish}
                value={values.publishAt}
                onChange={(event) => set('publishAt', event.target.value)}
              />
              <p id={`${id}-publishAt-help`} className="text-sm text-muted">
                A time to come schedules the story: it appears nowhere until then (your time zone).
              </p>
            </>
          )}
        </FormField>

        <label className="flex items-center gap-2 py-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={values.featured}
            disabled={!mayPublish}
            onChange={(event) => set('featured', event.target.checked)}
          />
          Featured
        </label>
      </div>

      <FormField id={`${id}-changeNote`} label="Change Note (optional)" error={field.changeNote}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={MAX_CHANGE_NOTE}
            placeholder="What this save changes, for the article's history"
            value={values.changeNote}
            onChange={(event) => set('changeNote', event.target.value)}
          />
        )}
      </FormField>

      <div className="flex flex-wrap gap-3 border-t border-border pt-5">
        <button type="submit" className="button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Update Article' : 'Create Article'}
        </button>
        <Link href={listHref} className="button-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
