import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Ad } from '@sokoni/contracts';
import { useWithheldPhoto } from '../kernel/data-saver';
import { Icon } from '../primitives/icon';

export type AdPhotoSize = 'card' | 'gallery' | 'zoom';

/**
 * What a photo costs when the api does not say (an external media URL, an older photo not yet measured):
 * about what the api's WebP widths of a phone photo weigh (card ≤ 30 KB, gallery ≤ 100 KB in its tests).
 */
export const ESTIMATED_PHOTO_BYTES: Record<AdPhotoSize, number> = {
  card: 20_000,
  gallery: 60_000,
  zoom: 200_000,
};

export interface AdPhotoSource {
  src: string;
  /** The blurred preview the data saver shows (a `data:` URI), when the api has one. */
  placeholder?: string;
  /** What loading `src` costs, in bytes (measured by the api, else estimated). */
  bytes: number;
}

/** An ad's photos at one size: uploaded images first (in their order), else the external media URLs. */
export function adPhotos(ad: Pick<Ad, 'images' | 'media_urls'>, size: AdPhotoSize = 'card'): AdPhotoSource[] {
  if (ad.images.length > 0) {
    return [...ad.images]
      .sort((a, b) => a.position - b.position)
      .map((image) => ({
        src: image.sizes?.[size] ?? image.url,
        placeholder: image.placeholder,
        bytes: image.bytes?.[size] ?? ESTIMATED_PHOTO_BYTES[size],
      }));
  }
  return ad.media_urls.filter(Boolean).map((src) => ({ src, bytes: ESTIMATED_PHOTO_BYTES[size] }));
}

/** URLs of an ad's photos at one size (see `adPhotos`). */
export function adPhotoUrls(ad: Pick<Ad, 'images' | 'media_urls'>, size: AdPhotoSize = 'card'): string[] {
  return adPhotos(ad, size).map((photo) => photo.src);
}

/**
 * How far ahead of the screen a lazy photo is fetched: one screen's height. (The browser's own lazy loading
 * fetches up to 2500 px ahead on a 3G link, i.e. every photo of a list before the first one has shown.)
 */
export const PHOTO_AHEAD_MARGIN = '100% 0px';

/**
 * Whether a lazy photo is near enough to the screen to be fetched. False in the server's HTML and the first
 * render that takes it over (its no-script copy serves visitors without scripts); true once the frame comes
 * within `PHOTO_AHEAD_MARGIN` of the screen, and at once where the browser cannot tell.
 */
function useNearScreen(frame: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!watch || near) return undefined;
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PHOTO_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, watch, near]);
  return near;
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

/** The tiny preview, stretched over the box and blurred so that its few pixels read as a soft picture. */
const StyledPreview = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  filter: blur(8px);
  /* The blur fades at the edges: a slight zoom keeps them out of the box. */
  transform: scale(1.12);
`;

/**
 * The whole photo is the button (tapping the photo shows it), above the card's stretched link; the heart and
 * other controls of the card stay above it. Its label sits at the bottom, clear of the badges and the heart.
 */
const StyledReveal = styled.button`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const StyledRevealLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)} ${theme.space(0.5)} ${theme.space(1.5)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  /* On a 360 px phone the card is narrow: the words wrap (two short lines) rather than being cut. */
  text-align: left;
  text-wrap: balance;
  ${StyledReveal}:hover & {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
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
  /** The page's largest element: fetched first (`fetchpriority="high"`, and the server preloads it). */
  priority?: boolean;
  /**
   * With `eager`: fetched after the page's priority photo (`fetchpriority="low"`), not beside it. Another photo
   * of the first screen would share the link with it and both would show later; this way the first shows first.
   */
  lowPriority?: boolean;
  width?: number;
  height?: number;
  className?: string;
  /**
   * The data saver holds the photo back: `src` is not loaded, the blurred `placeholder` (or the neutral box)
   * shows instead, and its `bytes` count as saved on this page.
   */
  withheld?: boolean;
  /** With `withheld`: the blurred preview, a `data:` URI carried in the ad (nothing to download). */
  placeholder?: string;
  /** With `withheld`: what loading `src` would cost, in bytes. */
  bytes?: number;
  /** With `withheld`: shows a « Show photo » button, which calls this (the caller then shows the photo). */
  onReveal?: () => void;
  /** Says whose photo the « Show photo » button shows, for screen readers (the ad's title). */
  revealName?: string;
}

/**
 * A 4:3 photo whose box is reserved before it loads (no layout shift), lazy by default: fetched when it
 * comes within a screen of the visible part (its blurred preview shows meanwhile), replaced by a neutral
 * placeholder when there is none or it fails to load. Held back by the data saver
 * (`withheld`), the same box shows the blurred preview and, with `onReveal`, a « Show photo » button.
 */
export function AdPhoto({
  src,
  alt,
  eager = false,
  priority = false,
  lowPriority = false,
  width = 400,
  height = 300,
  className,
  withheld = false,
  placeholder,
  bytes = 0,
  onReveal,
  revealName,
}: AdPhotoProps) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const holding = withheld && Boolean(src);
  const frame = useRef<HTMLDivElement>(null);
  const lazy = !eager && !priority && !holding && Boolean(src);
  const near = useNearScreen(frame, lazy);
  useWithheldPhoto(holding ? (src ?? null) : null, bytes);
  const preview = placeholder ? (
    <StyledPreview src={placeholder} alt="" width={width} height={height} />
  ) : null;
  if (holding) {
    return (
      <StyledFrame className={className} data-testid="ad-photo-withheld">
        {preview}
        {onReveal ? (
          <StyledReveal
            type="button"
            onClick={onReveal}
            // The visible words first, then whose photo it is (WCAG 2.5.3: the name starts with the label).
            aria-label={
              revealName
                ? `${t('dataSaver.showPhoto')}${t('dataSaver.photoOf', { name: revealName })}`
                : undefined
            }
          >
            <StyledRevealLabel>
              <Icon name="image" size="sm" />
              <span>{t('dataSaver.showPhoto')}</span>
            </StyledRevealLabel>
          </StyledReveal>
        ) : null}
      </StyledFrame>
    );
  }
  if (lazy && !near) {
    return (
      <StyledFrame className={className} ref={frame}>
        {preview}
        <noscript>
          <StyledImage src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
        </noscript>
      </StyledFrame>
    );
  }
  return (
    <StyledFrame className={className} ref={frame}>
      {/* Until the photo has arrived, its blurred preview shows through. */}
      {lazy && !failed ? preview : null}
      {src && !failed ? (
        <StyledImage
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : eager && lowPriority ? 'low' : undefined}
          decoding={priority ? undefined : 'async'}
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
