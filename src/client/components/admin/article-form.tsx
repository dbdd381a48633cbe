import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { articleReferencePath } from '~/shared/canonical-paths';
import { type AdminArticle, MAX_CHANGE_NOTE } from '~/shared/schemas/article';
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
import { AdditionalImagesField } from './additional-images-field';
import { ArticleDetailsFields } from './article-details-fields';
import {
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormValues,
  EMPTY_ARTICLE_FORM,
  NO_ERRORS,
  validateArticleForm,
} from './article-form-values';
import { ArticleImageFields } from './article-image-fields';
import { articleListHref, useArticleListHref } from './article-list-return';
import { ArticlePublishingFields } from './article-publishing-fields';
import { FormAlert } from './form-alert';
import { SaveConflict } from './save-conflict';
import { type SaveToasts, useSaveWithToasts } from './use-save-with-toasts';

const SAVE_TOASTS: SaveToasts<AdminArticle> = {
  created: 'Article Created',
  updated: 'Article Updated',
  describe: (saved) => `"${saved.title}" has been saved.`,
  createFailed: { title: 'Create Failed', fallback: 'Failed to create article' },
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update article' },
};

export const READ_ONLY_ARTICLE =
  'You may read this article and its history; only the person who created it or an editor may change it.';

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
 * unsaved changes asks first. `readOnly` (an article the role may read but
 * not change) shows the same fields, disabled, and no way to save.
 */
export function ArticleForm({
  article,
  onDirtyChange,
  readOnly = false,
}: {
  article?: AdminArticle;
  onDirtyChange?: (dirty: boolean) => void;
  readOnly?: boolean;
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
      {readOnly ? <p className="text-sm text-muted">{READ_ONLY_ARTICLE}</p> : null}

      {/* Disabled as a whole when the article is not the role's to change. */}
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
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

        <ArticleDetailsFields formId={id} values={values} errors={field} setField={set} />

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

        <ArticleImageFields formId={id} values={values} errors={field} setField={set} />

        <FormField id={`${id}-tags`} label="Tags (comma separated)" error={field.tags}>
          {(control) => (
            <input
              {...control}
              value={values.tags}
              onChange={(event) => set('tags', event.target.value)}
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

        <ArticlePublishingFields
          formId={id}
          values={values}
          errors={field}
          setField={set}
          savedStatus={article?.status}
        />

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
      </fieldset>

      <div className="flex flex-wrap gap-3 border-t border-border pt-5">
        {readOnly ? null : (
          <button type="submit" className="button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update Article' : 'Create Article'}
          </button>
        )}
        <Link href={listHref} className="button-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
