export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';

/** Applies the theme to <html> and remembers it; a storage failure is only logged. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn('Could not save the theme', error);
  }
}
