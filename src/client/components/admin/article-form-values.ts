import { type ArticleStatus, type ImagePosition, MIN_READ_TIME } from '~/shared/article-constants';
import { type Article, articleInputSchema, type ValidArticleInput } from '~/shared/schemas/article';
import { splitCommaList } from '~/shared/schemas/common';
import type { SectionSlug } from '~/shared/sections';
import { fieldErrors } from '../ui/use-schema-form';

/**
 * The article form as the editor fills it in: text as typed (read time and
 * tags included), so nothing is lost or reformatted while typing.
 */
export interface ArticleFormValues {
  title: string;
  slug: string;
  section: SectionSlug;
  author: string;
  date: string;
  readTime: string;
  summary: string;
  content: string;
  image: string;
  imagePosition: ImagePosition;
  tags: string;
  additionalImages: ImageRow[];
  status: ArticleStatus;
  featured: boolean;
  /** Why this save is made: a note for the history, not part of the article. */
  changeNote: string;
  /** When it is published, as a datetime-local input holds it (the browser's time zone); '' for none. */
  publishAt: string;
}

export type ArticleFormField = keyof ArticleFormValues;

/** One additional image input; the key keeps each row's input its own when others are removed. */
export interface ImageRow {
  key: number;
  url: string;
}

let lastRowKey = 0;

export function imageRow(url = ''): ImageRow {
  lastRowKey += 1;
  return { key: lastRowKey, url };
}

export interface ArticleFormErrors {
  fields: Partial<Record<ArticleFormField, string>>;
  /** Messages for the additional image inputs, by their position in the list. */
  additionalImages: Partial<Record<number, string>>;
}

export const NO_ERRORS: ArticleFormErrors = { fields: {}, additionalImages: {} };

/** A new article starts as an unpublished draft of one minute's reading. */
export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  slug: '',
  section: 'global-affairs',
  author: '',
  date: '',
  readTime: String(MIN_READ_TIME),
  summary: '',
  content: '',
  image: '',
  imagePosition: 'center',
  tags: '',
  additionalImages: [],
  status: 'draft',
  featured: false,
  changeNote: '',
  publishAt: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local input shows it, in the browser's time zone. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The publish time a save sends: nothing when the field was not touched (the
 * stored time stands, to the second), null when it was cleared, else the
 * time typed (in the browser's time zone) as ISO.
 */
export function publishedAtPayload(value: string, initial: string): string | null | undefined {
  if (value === initial) return undefined;
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function articleFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    section: article.section as SectionSlug,
    author: article.author,
    date: article.date,
    readTime: String(article.readTime),
    summary: article.summary,
    content: article.content,
    image: article.image ?? '',
    imagePosition: article.imagePosition,
    tags: article.tags.join(', '),
    additionalImages: article.additionalImages.map((url) => imageRow(url)),
    status: article.status,
    featured: article.featured,
    // Each save gets a note of its own.
    changeNote: '',
    publishAt: toLocalDateTime(article.publishedAt),
  };
}

export type ArticleFormResult =
  | { ok: true; input: ValidArticleInput }
  | { ok: false; errors: ArticleFormErrors };

/**
 * Checks the form with the schema the API applies, so the editor sees the
 * server's own messages before sending. Blank additional image rows are
 * dropped rather than refused: an unused "add" is not a mistake.
 */
export function validateArticleForm(
  values: ArticleFormValues,
  initial: Pick<ArticleFormValues, 'publishAt'> = EMPTY_ARTICLE_FORM,
): ArticleFormResult {
  const imageRows = values.additionalImages
    .map(({ url }, row) => ({ url: url.trim(), row }))
    .filter(({ url }) => url !== '');
  const readTime = values.readTime.trim();
  const parsed = articleInputSchema.safeParse({
    ...values,
    // An empty box is "required", not zero minutes.
    readTime: readTime === '' ? Number.NaN : Number(readTime),
    tags: splitCommaList(values.tags),
    additionalImages: imageRows.map(({ url }) => url),
    changeNote: values.changeNote.trim() || undefined,
    publishedAt: publishedAtPayload(values.publishAt, initial.publishAt),
  });
  if (parsed.success) return { ok: true, input: parsed.data };

  const { publishedAt, ...fields } = fieldErrors<ArticleFormValues & { publishedAt: string }>(
    parsed.error,
  );
  const errors: ArticleFormErrors = {
    // The schema's publishedAt is the form's publishAt field.
    fields: publishedAt ? { ...fields, publishAt: publishedAt } : fields,
    additionalImages: {},
  };
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field !== 'additionalImages' || typeof index !== 'number') continue;
    const row = imageRows[index]?.row;
    if (row !== undefined && !(row in errors.additionalImages)) {
      errors.additionalImages[row] = issue.message;
    }
  }
  return { ok: false, errors };
}
