import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { AdminArticle } from '~/shared/schemas/article';
import { adminArticleQuery } from '../../api/admin-articles';
import { errorMessage } from '../../api/admin-errors';
import { AdminMeta } from '../../components/admin/admin-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-heading';
import { useCan, useMayChangeArticle } from '../../components/admin/admin-permissions';
import {
  ArticleCorrectionsPanel,
  isOutNow,
} from '../../components/admin/article-corrections-panel';
import { ArticleForm } from '../../components/admin/article-form';
import { ArticleHistory } from '../../components/admin/article-history';
import { useArticleListHref } from '../../components/admin/article-list-return';
import { ArticleViews } from '../../components/admin/article-views';
import { Spinner } from '../../components/ui/spinner';

/** /admin/articles/new creates; /admin/articles/{id} loads that article and edits it. */
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
  const listHref = useArticleListHref();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <AdminMeta title={heading} />
      <h1 className="font-serif text-4xl font-bold">{heading}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <Link href={listHref} className="button-primary mt-8">
        Back to Articles
      </Link>
    </div>
  );
}

function ArticleEditor({ article: loaded }: { article?: AdminArticle }) {
  // A restore replaces the article being edited: the form starts again from it.
  const [article, setArticle] = useState(loaded);
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const mayChange = useMayChangeArticle(article ?? {});
  const mayCorrect = useCan('articles.correct');
  const editing = article !== undefined;
  const title = editing ? 'Edit Article' : 'Create New Article';
  const listHref = useArticleListHref();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <AdminMeta title={title} />
      <AdminPageHeading
        title={title}
        subtitle={
          editing
            ? `Version ${article.version} of "${article.title}"`
            : 'Write a new story for the gazette'
        }
        actions={
          <Link href={listHref} className="button-secondary">
            <ArrowLeft aria-hidden className="size-4" />
            Back to Articles
          </Link>
        }
      />
      {editing ? (
        <p className="text-sm text-muted">
          <ArticleViews articleId={article.id} />
        </p>
      ) : null}

      <ArticleForm
        key={formKey}
        article={article}
        onDirtyChange={setDirty}
        readOnly={editing && !mayChange}
      />
      {article && mayCorrect && isOutNow(article) ? (
        <ArticleCorrectionsPanel article={article} />
      ) : null}
      {article ? (
        <ArticleHistory
          article={article}
          dirty={dirty}
          mayRestore={mayChange}
          onRestored={(restored) => {
            setArticle(restored);
            setFormKey((key) => key + 1);
          }}
        />
      ) : null}
    </div>
  );
}
