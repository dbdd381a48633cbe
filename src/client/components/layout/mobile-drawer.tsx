import { ChevronDown, Home, Search, Shield, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { navGroups } from '~/shared/sections';
import { isCurrent, sectionHref } from './nav-links';

const PAGE_LINKS = [
  { href: '/', label: 'Home', icon: Home },
  { href: '/search', label: 'Search', icon: Search },
  { href: '/admin', label: 'Admin', icon: Shield },
];

const linkClass =
  'flex items-center gap-3 rounded px-3 py-2 font-medium hover:bg-accent-soft aria-[current=page]:bg-accent aria-[current=page]:text-accent-contrast';

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the menu button's aria-controls names. */
  contentId: string;
  /** The menu button, which gets the focus back when the drawer closes. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer behind the menu button, its own chunk: the
 * button loads it when first pointed at, focused or pressed (mobile-nav.tsx).
 */
export function MobileDrawer({ open, onOpenChange, contentId, returnFocusRef }: MobileDrawerProps) {
  const [location] = useLocation();
  // Choosing a link closes the drawer; the link itself navigates.
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          id={contentId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The menu button is not a Dialog.Trigger (it renders before this chunk loads):
            // return the focus to it as the trigger would.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="drawer-content fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col border-r border-border bg-surface shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="font-serif text-xl font-bold">Navigation</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close menu" className="icon-button">
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {PAGE_LINKS.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={close}
                    aria-current={isCurrent(location, href) ? 'page' : undefined}
                    className={linkClass}
                  >
                    <Icon aria-hidden className="size-4" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-5 mb-1 px-3 text-xs font-bold uppercase tracking-wider text-muted">
              Sections
            </p>
            <Accordion.Root type="multiple" className="space-y-1">
              {navGroups.map((group) => (
                <Accordion.Item key={group.name} value={group.name}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between rounded px-3 py-2 text-left font-semibold hover:bg-accent-soft">
                      {group.name}
                      <ChevronDown
                        aria-hidden
                        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="accordion-content overflow-hidden">
                    <ul className="space-y-0.5 py-1 pl-3">
                      {group.sections.map((section) => {
                        const href = sectionHref(section.slug);
                        return (
                          <li key={section.slug}>
                            <Link
                              href={href}
                              onClick={close}
                              aria-current={isCurrent(location, href) ? 'page' : undefined}
                              className="block rounded px-3 py-2 hover:bg-accent-soft aria-[current=page]:bg-accent-soft aria-[current=page]:font-bold"
                            >
                              <span className="block text-sm font-medium">{section.name}</span>
                              <span className="block text-xs text-muted">
                                {section.description}
                              </span>
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
