import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { applyTheme, currentTheme, type Theme } from '../../theme';
import { IconTooltip } from './icon-tooltip';

export function ThemeToggle() {
  // The server cannot know the stored theme; read it once hydrated.
  const [theme, setTheme] = useState<Theme>('dark');
  useEffect(() => setTheme(currentTheme()), []);

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <IconTooltip label={label}>
      <button
        type="button"
        onClick={() => {
          applyTheme(next);
          setTheme(next);
        }}
        aria-label={label}
        className="icon-button"
      >
        {theme === 'dark' ? (
          <Sun aria-hidden className="size-5" />
        ) : (
          <Moon aria-hidden className="size-5" />
        )}
      </button>
    </IconTooltip>
  );
}
