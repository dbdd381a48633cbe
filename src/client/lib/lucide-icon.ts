import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** What each lucide-react icon module passes to its factory. */
export interface LucideIconData {
  name: string;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) {
      return true;
    }
  }
  return false;
}

/**
 * The client build's stand-in for lucide-react's icon factory
 * (scripts/build-client.ts redirects the icons to it). lucide's own factory
 * carries a context provider, size, colour and stroke-width options and an
 * attribute-name mapper the site never uses: about 1 KB gzip on every page.
 * This one renders the same <svg> as lucide does for what the site passes
 * (a class, aria attributes, children), so the server's HTML, rendered with
 * lucide itself, hydrates unchanged; lucide-icon.test.tsx compares the two.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const iconClasses = ['lucide', `lucide-${icon.name}`];
  for (const alias of icon.aliases ?? []) {
    if (typeof alias === 'string' && alias.trim() !== '') iconClasses.push(`lucide-${alias}`);
  }
  return forwardRef<SVGSVGElement, IconProps>(({ className = '', children, ...rest }, ref) => {
    const classes = new Set<string>();
    for (const token of [...iconClasses, ...className.split(/\s+/)]) if (token) classes.add(token);
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [
        ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
        ...(Array.isArray(children) ? children : [children]),
      ],
    );
  });
}
