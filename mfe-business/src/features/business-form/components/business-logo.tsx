import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';

const StyledFrame = styled.div<{ $size: number }>`
  flex: 0 0 auto;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.placeholder};
  color: ${({ theme }) => theme.color.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** A business logo in a square frame of reserved size, or the shop placeholder when there is none (or it fails). */
export function BusinessLogo({ name, url, size }: { name: string; url: string | null; size: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [failed, setFailed] = useState(false);
  const showImage = url && !failed;
  return (
    <StyledFrame $size={size} role={showImage ? undefined : 'img'} aria-label={showImage ? undefined : t('storefront.logoPlaceholder')}>
      {showImage ? (
        <img src={url} alt={t('form.logoAlt', { name })} width={size} height={size} onError={() => setFailed(true)} />
      ) : (
        <Icon name="store" size="xl" />
      )}
    </StyledFrame>
  );
}
