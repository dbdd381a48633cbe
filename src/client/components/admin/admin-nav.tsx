import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  ChartLine,
  Database,
  ExternalLink,
  Images,
  LogOut,
  Megaphone,
  Newspaper,
  Settings,
  UserCog,
  Users,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { siteConfig } from '~/shared/site-config';
import { cn } from '../../lib/cn';
import { IconTooltip } from '../layout/icon-tooltip';
import { ThemeToggle } from '../layout/theme-toggle';
import { mayVisit, useAdminRole } from './admin-permissions';
import { useLogout } from './use-logout';

interface AdminScreen {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Whether the current path belongs to this screen. */
  current: (path: string) => boolean;
}

const under = (href: string) => (path: string) => path === href || path.startsWith(`${href}/`);

/** Every back-office screen, in the order the navigation lists them. */
const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    href: '/admin/articles',
    label: 'Articles',
    icon: Newspaper,
    current: (path) => path === '/admin' || under('/admin/articles')(path),
  },
  {
    href: '/admin/breaking-news',
    label: 'Breaking News',
    icon: Megaphone,
    current: under('/admin/breaking-news'),
  },
  { href: '/admin/media', label: 'Media', icon: Images, current: under('/admin/media') },
  { href: '/admin/authors', label: 'Authors', icon: Users, current: under('/admin/authors') },
  { href: '/admin/database', label: 'Database', icon: Database, current: under('/admin/database') },
  {
    href: '/admin/analytics',
    label: 'Analytics',
    icon: ChartLine,
    current: under('/admin/analytics'),
  },
  { href: '/admin/users', label: 'Users', icon: UserCog, current: under('/admin/users') },
  {
    href: '/admin/activity',
    label: 'Activity',
    icon: Activity,
    current: under('/admin/activity'),
  },
  { href: '/admin/settings', label: 'Settings', icon: Settings, current: under('/admin/settings') },
];

/** View Site, the theme and Logout: an icon on a phone, an icon and a word from 640 px. */
const ACTION =
  'inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-accent-soft';

/**
 * The one navigation of every back-office page: the title, the screens,
 * then the way out to the reader site, the theme and Logout. On a phone the
 * screens are a row of icons over short labels under the title bar, and
 * View Site and Logout show only their icons (their names stay their
 * accessible names and tooltips): each row fits 390 px without wrapping.
 * Signed out, only the title, View Site and the theme are offered.
 */
export function AdminNav({ signedIn }: { signedIn: boolean }) {
  return (
    <nav
      aria-label="Admin"
      className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-2 py-2 sm:px-4 lg:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <p className="flex min-w-0 items-center gap-2 px-2 font-serif font-bold">
        <img src={siteConfig.logo} alt="" width={28} height={28} className="size-7 shrink-0" />
        <span className="truncate">
          {siteConfig.shortName} <span className="font-sans font-medium text-muted">Admin</span>
        </span>
      </p>
      {signedIn ? <ScreenLinks /> : null}
      <ul className="col-start-2 row-start-1 flex items-center gap-0.5 lg:col-start-3">
        <li>
          <IconTooltip label="View Site">
            <Link href="/" aria-label="View Site" className={ACTION}>
              <ExternalLink aria-hidden className="size-5 sm:size-4" />
              <span aria-hidden className="max-sm:hidden">
                View Site
              </span>
            </Link>
          </IconTooltip>
        </li>
        <li>
          <ThemeToggle />
        </li>
        {signedIn ? (
          <li>
            <LogoutButton />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The screens in one row; when a phone has no room for them all, the row scrolls on its own. */
function ScreenLinks() {
  const [path] = useLocation();
  // A role sees only the screens it may use; the server refuses the rest.
  const role = useAdminRole();
  return (
    <ul className="col-span-2 flex min-w-0 justify-between gap-0.5 overflow-x-auto sm:justify-start sm:gap-1 lg:col-span-1 lg:col-start-2 lg:row-start-1">
      {ADMIN_SCREENS.filter(({ href }) => mayVisit(role, href)).map(
        ({ href, label, icon: Icon, current }) => {
          const here = current(path);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-0.5 rounded-md px-1.5 py-1.5 text-[0.6875rem] leading-tight font-medium whitespace-nowrap sm:flex-row sm:gap-2 sm:px-3 sm:py-2 sm:text-sm',
                  here
                    ? 'bg-accent-soft text-ink'
                    : 'text-muted hover:bg-accent-soft hover:text-ink',
                )}
              >
                <Icon aria-hidden className={cn('size-5 sm:size-4', here && 'text-accent')} />
                {label}
              </Link>
            </li>
          );
        },
      )}
    </ul>
  );
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <IconTooltip label="Logout">
      <button
        type="button"
        aria-label="Logout"
        className={ACTION}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden className="size-5 sm:size-4" />
        <span aria-hidden className="max-sm:hidden">
          Logout
        </span>
      </button>
    </IconTooltip>
  );
}
