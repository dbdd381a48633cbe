import type { LucideIcon } from 'lucide-react';
import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { mayVisit, useAdminRole } from './admin-permissions';
import { useLogout } from './use-logout';

export interface AdminLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** A back-office page header: title, links to the other screens and Logout. */
export function AdminHeader({
  title,
  subtitle,
  links,
}: {
  title: string;
  subtitle?: string;
  links: AdminLink[];
}) {
  const logout = useLogout();
  const role = useAdminRole();
  return (
    <header className="flex flex-col gap-4 border-b border-border pb-6 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      <nav aria-label="Admin">
        <ul className="flex flex-wrap items-center gap-2 lg:justify-end">
          {links
            .filter(({ href }) => mayVisit(role, href))
            .map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link href={href} className="button-secondary inline-flex items-center gap-2">
                  <Icon aria-hidden className="size-4" />
                  {label}
                </Link>
              </li>
            ))}
          <li>
            <button
              type="button"
              className="button-secondary inline-flex items-center gap-2"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut aria-hidden className="size-4" />
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
