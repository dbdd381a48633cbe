import { Moon, Sun } from 'lucide-react';
import { type MouseEvent, useRef } from 'react';
import { applyTheme, type Theme } from '../../theme';
import { IconTooltip } from './icon-tooltip';

/** Each theme's button: the one shown is chosen by the root's dark class. */
const BUTTONS = [
  { to: 'light', label: 'Switch to light theme', Icon: Sun, shown: 'hidden dark:inline-flex' },
  { to: 'dark', label: 'Switch to dark theme', Icon: Moon, shown: 'dark:hidden' },
] as const;

/**
 * One button per theme, the one shown chosen by the root's dark class
 * (document.tsx sets it before the first paint): the page shows the right
 * icon and name from the server's HTML on, before any code runs, and a
 * masthead hydrated late (masthead.tsx) never shows the wrong one. A hidden
 * button is out of the accessibility tree, so a reader hears only the one
 * they see.
 */
export function ThemeToggle() {
  const buttons = useRef<Partial<Record<Theme, HTMLButtonElement | null>>>({});

  const switchTo = (theme: Theme) => (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard's focus moves to the button that takes the pressed one's place.
    const keyboardFocus = event.currentTarget.matches(':focus-visible');
    applyTheme(theme);
    if (keyboardFocus) buttons.current[theme === 'light' ? 'dark' : 'light']?.focus();
  };

  return BUTTONS.map(({ to, label, Icon, shown }) => (
    <IconTooltip key={to} label={label}>
      <button
        ref={(element) => {
          buttons.current[to] = element;
        }}
        type="button"
        onClick={switchTo(to)}
        aria-label={label}
        className={`icon-button ${shown}`}
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </IconTooltip>
  ));
}
