import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Scrolls to the top on every route change: smooth unless the reader prefers reduced motion. */
export function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each route change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [location]);
  return null;
}
