import { lazy, useEffect, useState } from 'react';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@sokoni/contracts';
import { LazyPart } from '../offline/lazy-part';

// Most visits never scroll that far: the button's code is fetched the first time one does.
const ScrollToTopSlot = lazy(() =>
  import('./scroll-to-top-slot').then((module) => ({ default: module.ScrollToTopSlot })),
);

/** Appears once the page is scrolled more than 300 px, and stays clear of the page's action area. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <LazyPart>
      <ScrollToTopSlot />
    </LazyPart>
  );
}
