import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleExclamationPoint } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import {
  ARTICLE_STATUSES,
  IMAGE_POSITIONS,
  type ImagePosition,
  MAX_READ_TIME,
  MIN_READ_TIME,
} from '~/shared/article-constants';
import { articleReferencePath } from '~/shared/canonical-paths';
import { capitalize } from '~/shared/capitalize';
import type { Article, ValidArticleInput } from '~/shared/schemas/article';
import { sections } from '~/shared/sections';
import { slugify } from '~/shared/slugify';
import {
  adminArticleQuery,
  createAdminArticle,
  invalidateArticles,
  updateAdminArticle,
} from '../../api/admin-articles';
import { adminAuthorProfilesQuery } from '../../api/admin-author-profiles';
import { errorMessage } from '../../api/admin-errors';
import { AdditionalImagesField } from '../../components/admin/additional-images-field';
import { AdminHeader, type AdminLink } from '../../components/admin/admin-header';
import { AdminMeta } from '../../components/admin/admin-meta';
import {
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormValues,
  EMPTY_ARTICLE_FORM,
  NO_ERRORS,
  validateArticleForm,
} from '../../components/admin/article-form-values';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';

const LIST_PATH = '/admin/articles';

const LINKS: AdminLink[] = [{ href: LIST_PATH, label: 'Back to Articles', icon: ArrowLeft }];

/** Part C §2: where each crop keeps the picture's focus. */
const IMAGE_POSITION_HELP: Record<ImagePosition, string> = {
  top: 'show heads/faces',
  center: 'balanced crop',
  bottom: 'show feet/base',
};

/** /admin/articles/new creates; /admin/articles/{id} edits. */
export function ArticleFormPage() {
  const { id } = useParams<{ id?: string }>();
  if (id === undefined) return <ArticleEditor />;
  const articleId = /^\d+$/.test(id) ? Number(id) : null;
  return articleId ? <EditArticleLoader id={articleId} /> : <ArticleNotFound />;
}

function EditArticleLoader({ id }: { id: number }) {
  const article = useQuery(adminArticleQuery(id));
  if (article.isPending) {
    return (
      <>
        <AdminMeta title="Edit Article" />
        <Spinner label="Loading article..." />
      </>
    );
  }
  if (article.isError) {
    return (
      <Missing
        heading="Failed to load article"
        text={errorMessage(article.error, 'The article could not be loaded. Please try again.')}
      />
    );
  }
  if (!article.data) return <ArticleNotFound />;
  return <ArticleEditor key={article.data.id} article={article.data} />;
}

function ArticleNotFound() {
  return (
    <Missing
      heading="Article Not Found"
      text="There is no article with this id. It may have been deleted."
    />
  );
}

function Missing({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <AdminMeta title={heading} />
      <h1 className="font-serif text-4xl font-bold">{heading}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <Link href={LIST_PATH} className="button-primary mt-8 inline-block">
        Back to Articles
      </Link>
    </div>
  );
}

function ArticleEditor({ article }: { article?: Article }) {
  const editing = article !== undefined;
  const title = editing ? 'Edit Article' : 'Create New Article';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <AdminMeta title={title} />
      <AdminHeader
        title={title}
        subtitle={
          editing
            ? `Version ${article.version} of "${article.title}"`
            : 'Write a new story for the gazette'
        }
        links={LINKS}
      />
      <ArticleForm article={article} />
    </div>
  );
}

function ArticleForm({ article }: { article?: Article }) {
  const id = useId();
  const editing = article !== undefined;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ArticleFormValues>(() =>
    article ? articleFormValues(article) : EMPTY_ARTICLE_FORM,
  );
  const [errors, setErrors] = useState<ArticleFormErrors>(NO_ERRORS);
  // A new article's slug follows its title until the editor types one.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!editing);

  const mutation = useMutation({
    mutationFn: (input: ValidArticleInput) =>
      article ? updateAdminArticle(article.id, input) : createAdminArticle(input),
    onSuccess: async (saved) => {
      toast({
        title: editing ? 'Article Updated' : 'Article Created',
        description: `"${saved.title}" has been saved.`,
      });
      await invalidateArticles(queryClient);
      navigate(LIST_PATH);
    },
    onError: (error) => {
      toast({
        title: editing ? 'Update Failed' : 'Create Failed',
        description: errorMessage(error, failureFallback(editing)),
        variant: 'destructive',
      });
    },
  });

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
    const result = validateArticleForm(values);
    if (!result.ok) {
      mutation.reset();
      setErrors(result.errors);
      // After the messages render, take the editor to the first one.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors(NO_ERRORS);
    mutation.mutate(result.input);
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
      {mutation.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{errorMessage(mutation.error, failureFallback(editing))}</span>
        </div>
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
        <FormField id={`${id}-section`} label="Section" error={field.section}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.section}
              onChange={(event) =>
                set('section', event.target.value as ArticleFormValues['section'])
              }
            >
              {sections.map((section) => (
                <option key={section.slug} value={section.slug}>
                  {section.name}
                </option>
              ))}
            </select>
          )}
        </FormField>

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

        <FormField id={`${id}-imagePosition`} label="Image Position" error={field.imagePosition}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.imagePosition}
              onChange={(event) => set('imagePosition', event.target.value as ImagePosition)}
            >
              {IMAGE_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {`${capitalize(position)} - ${IMAGE_POSITION_HELP[position]}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
        <FormField id={`${id}-status`} label="Status" error={field.status}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.status}
              onChange={(event) => set('status', event.target.value as ArticleFormValues['status'])}
            >
              {ARTICLE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <label className="flex items-center gap-2 py-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={values.featured}
            onChange={(event) => set('featured', event.target.checked)}
          />
          Featured
        </label>
      </div>

      <div className="flex flex-wrap gap-3 border-t border-border pt-5">
        <button type="submit" className="button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : editing ? 'Update Article' : 'Create Article'}
        </button>
        <Link href={LIST_PATH} className="button-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/**
 * The byline, chosen from the author profiles as "name - title". An article
 * whose author has no (active) profile keeps its byline as an option.
 */
function AuthorSelect({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (author: string) => void;
}) {
  const profiles = useQuery(adminAuthorProfilesQuery);
  const options = (profiles.data ?? [])
    .filter((profile) => profile.isActive || profile.name === value)
    .map((profile) => ({
      name: profile.name,
      label: profile.title ? `${profile.name} - ${profile.title}` : profile.name,
    }));
  if (value && !options.some((option) => option.name === value)) {
    options.unshift({ name: value, label: value });
  }
  const loadError = profiles.isError ? 'Failed to load author profiles' : undefined;
  return (
    <FormField id={id} label="Author" error={error ?? loadError}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-busy={profiles.isPending || undefined}
        >
          <option value="" disabled>
            {profiles.isPending ? 'Loading authors...' : 'Select an author'}
          </option>
          {options.map((option) => (
            <option key={option.name} value={option.name}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function failureFallback(editing: boolean): string {
  return editing ? 'Failed to update article' : 'Failed to create article';
}
