import { Moon, Sun } from 'lucide-react';
import { type MouseEvent, useRef } from 'react';
import { applyTheme, type Theme } from '../../theme';
import { IconTooltip } from './icon-tooltip';

/**
 * One button per theme, the one shown chosen by the root's dark class
 * (document.tsx sets it before the first paint): the page shows the right
 * icon and name from the server's HTML on, before any code runs, and a
 * masthead hydrated late (masthead.tsx) never shows the wrong one. A hidden
 * button is out of the accessibility tree, so a reader hears only the one
 * they see.
 */
export function ThemeToggle() {
  const toLight = useRef<HTMLButtonElement>(null);
  const toDark = useRef<HTMLButtonElement>(null);

  const switchTo = (theme: Theme) => (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard's focus moves to the button that takes the pressed one's place.
    const keyboardFocus = event.currentTarget.matches(':focus-visible');
    applyTheme(theme);
    if (keyboardFocus) (theme === 'light' ? toDark : toLight).current?.focus();
  };

  return (
    <>
      <IconTooltip label="Switch to light theme">
        <button
          ref={toLight}
          type="button"
          onClick={switchTo('light')}
          aria-label="Switch to light theme"
          className="icon-button hidden dark:inline-flex"
        >
          <Sun aria-hidden className="size-5" />
        </button>
      </IconTooltip>
      <IconTooltip label="Switch to dark theme">
        <button
          ref={toDark}
          type="button"
          onClick={switchTo('dark')}
          aria-label="Switch to dark theme"
          className="icon-button dark:hidden"
        >
          <Moon aria-hidden className="size-5" />
        </button>
      </IconTooltip>
    </>
  );
}
