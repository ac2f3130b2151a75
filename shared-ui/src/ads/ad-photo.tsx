import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Ad } from '@sokoni/contracts';
import { Icon } from '../primitives/icon';

export type AdPhotoSize = 'card' | 'gallery' | 'zoom';

/** URLs of an ad's photos at one size: uploaded images first (in their order), else the external media URLs. */
export function adPhotoUrls(ad: Pick<Ad, 'images' | 'media_urls'>, size: AdPhotoSize = 'card'): string[] {
  if (ad.images.length > 0) {
    return [...ad.images].sort((a, b) => a.position - b.position).map((image) => image.sizes?.[size] ?? image.url);
  }
  return ad.media_urls.filter(Boolean);
}

const StyledFrame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.color.placeholder};
`;

const StyledImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledPlaceholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface AdPhotoProps {
  src: string | undefined;
  alt: string;
  /** Eager loading for the photo most likely to be the largest paint (first gallery image). */
  eager?: boolean;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A 4:3 photo whose box is reserved before it loads (no layout shift), lazy by default,
 * replaced by a neutral placeholder when there is none or it fails to load.
 */
export function AdPhoto({ src, alt, eager = false, width = 400, height = 300, className }: AdPhotoProps) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <StyledFrame className={className}>
      {src && !failed ? (
        <StyledImage
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <StyledPlaceholder role="img" aria-label={t('adCard.noPhoto')} data-testid="ad-photo-placeholder">
          <Icon name="image" size="xl" />
        </StyledPlaceholder>
      )}
    </StyledFrame>
  );
}
