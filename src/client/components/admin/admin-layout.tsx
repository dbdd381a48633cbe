import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { siteConfig } from '~/shared/site-config';
import { adminSessionQuery } from '../../api/admin-auth';
import { TooltipProvider } from '../layout/icon-tooltip';
import { AdminNav } from './admin-nav';

/**
 * The back office's own frame, instead of the reader's masthead, section
 * navigation and footer: a title bar holding the one admin navigation, the
 * page, and a quiet footer.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useQuery(adminSessionQuery);
  const user = session.data?.authenticated ? session.data.user : null;
  return (
    <TooltipProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <header className="border-b border-border bg-surface">
          <AdminNav signedIn={user !== null} />
        </header>
        <main id="main" tabIndex={-1} className="flex-1">
          {children}
        </main>
        <footer className="border-t border-border px-4 py-4 text-center text-xs text-muted">
          {siteConfig.name} back office
          {user ? ` · Signed in as ${user.username} (${user.role})` : null}
        </footer>
      </div>
    </TooltipProvider>
  );
}
