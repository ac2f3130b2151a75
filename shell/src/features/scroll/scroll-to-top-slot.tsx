import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@sokoni/shared-ui';

const StyledSlot = styled.div<{ $clear: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(20)};
  z-index: ${({ theme }) => theme.zIndex.nav};
  border-radius: ${({ theme }) => theme.radius.pill};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  transition: opacity ${({ theme }) => theme.motion.normal};
  /* Kept in the layout (no jump) but out of sight and out of reach while it would cover an action. */
  opacity: ${({ $clear }) => ($clear ? 1 : 0)};
  pointer-events: ${({ $clear }) => ($clear ? 'auto' : 'none')};
`;

/**
 * What the button must never sit on: a form (its fields, errors, submit bar, upload progress), an alert, or any
 * element a page marks as its action area with `data-action-area`.
 */
export const ACTION_AREA_SELECTOR = 'form, [role="alert"], [data-action-area]';

/** True when something of the page's action area lies under the given box (the button's own box). */
export function coversActionArea(box: DOMRect, self: Element | null): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const inset = 2;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [box.left + box.width / 2, box.top + box.height / 2],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !self?.contains(element) && element.closest(ACTION_AREA_SELECTOR) !== null),
  );
}

/**
 * The button itself, fetched the first time the page is scrolled far enough (see ScrollToTopButton): it stays
 * clear of the page's action area, checked once a frame at most while the page scrolls or changes.
 */
export function ScrollToTopSlot() {
  const { t } = useTranslation('shell');
  const [clear, setClear] = useState(true);
  const slotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const slot = slotRef.current;
      if (slot) setClear(!coversActionArea(slot.getBoundingClientRect(), slot));
    };
    // What lies under the button is looked up once a frame at most, however fast the page scrolls.
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // An error or an upload bar can appear under the button without any scrolling.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <StyledSlot
      ref={slotRef}
      $clear={clear}
      aria-hidden={clear ? undefined : true}
      data-testid="scroll-to-top"
    >
      <IconButton
        icon="arrow-up"
        variant="primary"
        label={t('scrollTop')}
        tabIndex={clear ? undefined : -1}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </StyledSlot>
  );
}
