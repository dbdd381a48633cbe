// First: it configures zod before any schema module below builds its schemas.
import '../../zod-without-eval';
import { Route, Switch } from 'wouter';
import { AdminLayout } from '../../components/admin/admin-layout';
import { RequireAdmin, SessionExpiryWatcher } from '../../components/admin/require-admin';
import { Toaster } from '../../components/ui/toast';
import { ActivityPage } from './activity-page';
import { AdminNotFound } from './admin-not-found';
import { AnalyticsPage } from './analytics-page';
import { ArticleFormPage } from './article-form-page';
import { ArticleListPage } from './article-list-page';
import { AuthorsPage } from './authors-page';
import { BreakingNewsPage } from './breaking-news-page';
import { DatabasePage } from './database-page';
import { LoginPage } from './login-page';
import { MediaPage } from './media-page';
import { SettingsPage } from './settings-page';
import { UsersPage } from './users-page';

/**
 * The back office, loaded as its own chunk on /admin. The server renders the
 * session check's spinner (or the login form); the browser does the rest.
 */
export default function AdminApp() {
  return (
    <AdminLayout>
      <Switch>
        <Route path="/admin/login" component={LoginPage} />
        <Route path="/admin">
          <RequireAdmin>
            <ArticleListPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/articles">
          <RequireAdmin>
            <ArticleListPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/articles/new">
          <RequireAdmin>
            <ArticleFormPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/articles/:id">
          <RequireAdmin>
            <ArticleFormPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/settings">
          <RequireAdmin>
            <SettingsPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/breaking-news">
          <RequireAdmin>
            <BreakingNewsPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/media">
          <RequireAdmin>
            <MediaPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/authors">
          <RequireAdmin>
            <AuthorsPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/analytics">
          <RequireAdmin>
            <AnalyticsPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/database">
          <RequireAdmin>
            <DatabasePage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/users">
          <RequireAdmin>
            <UsersPage />
          </RequireAdmin>
        </Route>
        <Route path="/admin/activity">
          <RequireAdmin>
            <ActivityPage />
          </RequireAdmin>
        </Route>
        <Route component={AdminNotFound} />
      </Switch>
      <SessionExpiryWatcher />
      <Toaster />
    </AdminLayout>
  );
}
