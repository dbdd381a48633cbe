import { Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { IconTooltip } from './icon-tooltip';

const loadOverlay = () => import('../search-overlay/search-overlay');

/** The overlay is its own chunk, fetched on the first hover, focus or click. */
const SearchOverlay = lazy(loadOverlay);

function preload() {
  void loadOverlay();
}

/**
 * Opens the search overlay. It is a link to /search underneath, so a reader
 * without JavaScript (or one who opens it in a new tab) gets the search page.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <IconTooltip label="Search articles">
        <a
          ref={buttonRef}
          href="/search"
          aria-label="Search articles"
          aria-haspopup="dialog"
          className="icon-button"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            show();
          }}
        >
          <Search aria-hidden className="size-5" />
        </a>
      </IconTooltip>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
