import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation to another page starts at the top; query changes on the same page do not. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
