import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@sokoni/contracts';
import { IconButton } from '@sokoni/shared-ui';

const StyledSlot = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(20)};
  z-index: ${({ theme }) => theme.zIndex.nav};
  border-radius: ${({ theme }) => theme.radius.pill};
  box-shadow: ${({ theme }) => theme.shadow.menu};
`;

/** Appears once the page is scrolled more than 300 px (spec §9). */
export function ScrollToTopButton() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <StyledSlot>
      <IconButton
        icon="arrow-up"
        variant="primary"
        label={t('scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </StyledSlot>
  );
}
