import { servedPart } from '../served-part';

/** The home page's status panels' own attributes (status-sidebar.tsx draws the rest). */
export const statusSidebarProps = {
  'aria-labelledby': 'status-heading',
  className: 'space-y-4 lg:sticky lg:top-4',
  'data-served': 'status-sidebar',
};

/**
 * The status panels show fixed values and nothing on the page changes them:
 * the browser keeps the server's markup, as for the footer and the status
 * strip (served-part.tsx), so their code is neither loaded nor hydrated.
 */
export const statusSidebar = servedPart('aside', statusSidebarProps, () =>
  import('./status-sidebar').then((module) => module.StatusSidebar),
);
