import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** `?debug_translations` in the address opens the translation debugger. */
export const DEBUG_QUERY = 'debug_translations';

/**
 * Whether the translation debugger is open: `?debug_translations` or Ctrl+Shift+T opens it, Ctrl+Shift+T again
 * or Escape closes it. Listening costs nothing, so it starts with the page; the debugger's own code is fetched
 * only when it opens.
 */
export function useTranslationDebuggerSwitch(): [open: boolean, close: () => void] {
  const { search } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (new URLSearchParams(search).has(DEBUG_QUERY)) setOpen(true);
  }, [search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 't') {
        event.preventDefault();
        setOpen((value) => !value);
      } else if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return [open, () => setOpen(false)];
}
