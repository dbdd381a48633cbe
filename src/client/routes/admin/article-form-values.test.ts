import { describe, expect, test } from 'bun:test';
import {
  type ArticleFormValues,
  articleFormValues,
  EMPTY_ARTICLE_FORM,
  imageRow,
  validateArticleForm,
} from '~/client/components/admin/article-form-values';
import type { Article } from '~/shared/schemas/article';
import { WEB_URL_MESSAGE } from '~/shared/schemas/common';

const filled: ArticleFormValues = {
  ...EMPTY_ARTICLE_FORM,
  title: 'Portal opens over Harbor',
  slug: 'portal-opens-over-harbor',
  author: 'Priya Castellanos',
  date: 'sometime last week',
  summary: 'A summary.',
  content: '<p>Body.</p>',
};

function errorsOf(values: ArticleFormValues) {
  const result = validateArticleForm(values);
  if (result.ok) throw new Error('expected the form to be refused');
  return result.errors;
}

describe('validateArticleForm', () => {
  test('builds the API payload: numbers, comma lists, blank image rows dropped', () => {
    const result = validateArticleForm({
      ...filled,
      readTime: ' 7 ',
      tags: ' portal, , harbor ,',
      additionalImages: [
        imageRow('/images/a.jpg'),
        imageRow('  '),
        imageRow(' https://x.test/b.png '),
      ],
      featured: true,
    });
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Portal opens over Harbor',
        slug: 'portal-opens-over-harbor',
        section: 'global-affairs',
        summary: 'A summary.',
        content: '<p>Body.</p>',
        author: 'Priya Castellanos',
        date: 'sometime last week',
        image: '',
        imagePosition: 'center',
        status: 'draft',
        tags: ['portal', 'harbor'],
        featured: true,
        readTime: 7,
        additionalImages: ['/images/a.jpg', 'https://x.test/b.png'],
      },
    });
  });

  test('the new-article defaults are refused with the shared messages', () => {
    expect(errorsOf(EMPTY_ARTICLE_FORM).fields).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      summary: 'Summary is required',
      content: 'Content is required',
      author: 'Author is required',
      date: 'Publication date is required',
    });
  });

  test.each([
    ['', 'Read time is required'],
    ['0', 'Read time must be at least 1 minute'],
    ['61', 'Read time must be 60 minutes or less'],
    ['2.5', 'Read time must be a whole number of minutes'],
  ])('read time %p: %s', (readTime, message) => {
    expect(errorsOf({ ...filled, readTime }).fields.readTime).toBe(message);
  });

  test('slug rule and bad image URLs, each under its own input', () => {
    const errors = errorsOf({
      ...filled,
      slug: 'Not A Slug',
      additionalImages: [imageRow(''), imageRow('/ok.jpg'), imageRow('ftp://nope')],
    });
    expect(errors.fields.slug).toBe(
      'Slug must contain only lowercase letters, numbers, and hyphens',
    );
    expect(errors.additionalImages).toEqual({ 2: WEB_URL_MESSAGE });
  });
});

test('an article loads into the form as the editor would type it', () => {
  const article = {
    ...filled,
    id: 4,
    section: 'cosmic-watch',
    readTime: 5,
    image: null,
    imagePosition: 'top',
    tags: ['portal', 'harbor'],
    additionalImages: ['/a.jpg'],
    status: 'published',
    featured: true,
  } as unknown as Article;
  const values = articleFormValues(article);
  expect(values).toMatchObject({
    section: 'cosmic-watch',
    readTime: '5',
    image: '',
    imagePosition: 'top',
    tags: 'portal, harbor',
    status: 'published',
    featured: true,
  });
  expect(values.additionalImages.map((row) => row.url)).toEqual(['/a.jpg']);
  expect(validateArticleForm(values).ok).toBe(true);
});
