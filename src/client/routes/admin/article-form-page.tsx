import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { AdminArticle } from '~/shared/schemas/article';
import { adminArticleQuery } from '../../api/admin-articles';
import { errorMessage } from '../../api/admin-errors';
import { AdminHeader, type AdminLink } from '../../components/admin/admin-header';
import { AdminMeta } from '../../components/admin/admin-meta';
import { useCan, useMayChangeArticle } from '../../components/admin/admin-permissions';
import {
  ArticleCorrectionsPanel,
  isOutNow,
} from '../../components/admin/article-corrections-panel';
import { ARTICLE_LIST_PATH, ArticleForm } from '../../components/admin/article-form';
import { ArticleHistory } from '../../components/admin/article-history';
import { Spinner } from '../../components/ui/spinner';

const LINKS: AdminLink[] = [
  { href: ARTICLE_LIST_PATH, label: 'Back to Articles', icon: ArrowLeft },
];

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
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <AdminMeta title={heading} />
      <h1 className="font-serif text-4xl font-bold">{heading}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <Link href={ARTICLE_LIST_PATH} className="button-primary mt-8 inline-block">
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
      <ArticleForm key={formKey} article={article} onDirtyChange={setDirty} />
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
