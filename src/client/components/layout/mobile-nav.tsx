import { Menu } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';

const loadDrawer = () => import('./mobile-drawer');

/**
 * The drawer (Radix Dialog and Accordion) is its own chunk, fetched when the
 * button is first pointed at, focused or pressed: most readers never open it.
 */
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));

function preload() {
  void loadDrawer();
}

/** Small screens: a menu button and a left drawer titled "Navigation". */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      {/* The attributes and toggling of Radix's Dialog.Trigger, which cannot render before its chunk. */}
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        className="icon-button lg:hidden"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen((current) => !current);
        }}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
