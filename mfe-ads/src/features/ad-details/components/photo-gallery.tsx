import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Ad } from '@sokoni/contracts';
import { AdPhoto, adPhotos, adPhotoUrls, IconButton, useDataSaver } from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';

/** Horizontal travel (px) a finger must make before it counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD_PX = 40;

const StyledGallery = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledStage = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledZoomButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

/** Arrows and counter stay above a photo the data saver holds back (that whole photo is a button). */
const StyledArrow = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  z-index: 3;
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space(2)};`}
  transform: translateY(-50%);
  button {
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const StyledCounter = styled.span`
  position: absolute;
  z-index: 3;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledThumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  li {
    flex: 0 0 72px;
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    overflow: hidden;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledZoomImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 75vh;
  object-fit: contain;
`;

export interface PhotoGalleryProps {
  ad: Pick<Ad, 'title' | 'images' | 'media_urls'>;
}

/**
 * The ad's photos: the 800-px main photo (the page's largest paint, so not lazy), arrows and swipe, lazy
 * 400-px thumbnails, and a zoom view that downloads the 1600-px photo only when opened. With the data saver
 * only the first photo loads: the others show their blurred preview and a « Show photo » button, and the
 * thumbnails their previews, until the photo is asked for (its thumbnail then reuses the photo just loaded).
 */
export function PhotoGallery({ ad }: PhotoGalleryProps) {
  const { t } = useTranslation('ads');
  const gallery = adPhotos(ad, 'gallery');
  const thumbs = adPhotos(ad, 'card');
  const zoom = adPhotoUrls(ad, 'zoom');
  const dataSaver = useDataSaver();
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reveal = (position: number) => setRevealed((shown) => new Set(shown).add(position));
  const shown = (position: number) => !dataSaver || revealed.has(position);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const touchStart = useRef<number | null>(null);
  const total = gallery.length;
  const current = Math.min(index, Math.max(total - 1, 0));

  const go = (delta: number) => setIndex((value) => (total === 0 ? 0 : (value + delta + total) % total));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_THRESHOLD_PX) go(-1);
    else if (start - end > SWIPE_THRESHOLD_PX) go(1);
  };
  const counter = t('details.gallery.counter', { current: current + 1, total });

  if (total === 0) {
    return (
      <StyledGallery aria-label={t('details.gallery.label')}>
        <StyledStage>
          <AdPhoto src={undefined} alt="" />
        </StyledStage>
      </StyledGallery>
    );
  }

  return (
    <StyledGallery aria-label={t('details.gallery.label')} aria-roledescription="carousel">
      <StyledStage
        tabIndex={total > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {shown(current) ? (
          <StyledZoomButton
            type="button"
            onClick={() => setZoomed(true)}
            aria-label={`${t('details.gallery.zoom')} — ${counter}`}
          >
            <AdPhoto
              src={gallery[current].src}
              alt={`${ad.title} — ${counter}`}
              // On the stage: shown now, not when it nears the screen.
              eager
              priority={current === 0}
              width={800}
              height={600}
            />
          </StyledZoomButton>
        ) : (
          <AdPhoto
            src={gallery[current].src}
            alt=""
            width={800}
            height={600}
            withheld
            placeholder={gallery[current].placeholder}
            bytes={gallery[current].bytes}
            onReveal={() => reveal(current)}
            revealName={`${ad.title} — ${counter}`}
          />
        )}
        {total > 1 ? (
          <>
            <StyledArrow $side="left">
              <IconButton icon="chevron-left" label={t('details.gallery.previous')} onClick={() => go(-1)} />
            </StyledArrow>
            <StyledArrow $side="right">
              <IconButton icon="chevron-right" label={t('details.gallery.next')} onClick={() => go(1)} />
            </StyledArrow>
            <StyledCounter aria-live="polite">
              {current + 1} / {total}
            </StyledCounter>
          </>
        ) : null}
      </StyledStage>
      {total > 1 ? (
        <StyledThumbs>
          {thumbs.map((thumb, position) => (
            <li key={`${position}-${thumb.src}`}>
              <button
                type="button"
                aria-current={position === current}
                aria-label={t('details.gallery.thumbnail', { index: position + 1 })}
                onClick={() => setIndex(position)}
              >
                {dataSaver ? (
                  // The photo in the size already loaded for the stage (from the cache), else its preview.
                  <AdPhoto
                    src={revealed.has(position) ? gallery[position].src : thumb.src}
                    alt=""
                    width={400}
                    height={300}
                    withheld={!revealed.has(position)}
                    placeholder={thumb.placeholder}
                    bytes={thumb.bytes}
                  />
                ) : (
                  <AdPhoto src={thumb.src} alt="" width={400} height={300} />
                )}
              </button>
            </li>
          ))}
        </StyledThumbs>
      ) : null}
      <Dialog
        open={zoomed}
        onClose={() => setZoomed(false)}
        title={t('details.gallery.zoomTitle', { title: ad.title, current: current + 1, total })}
        size="lg"
        footer={
          total > 1 ? (
            <>
              <IconButton
                icon="chevron-left"
                label={t('details.gallery.previous')}
                onClick={() => go(-1)}
                variant="secondary"
              />
              <IconButton
                icon="chevron-right"
                label={t('details.gallery.next')}
                onClick={() => go(1)}
                variant="secondary"
              />
            </>
          ) : undefined
        }
      >
        {zoomed ? (
          <StyledZoomImage src={zoom[current]} alt={`${ad.title} — ${counter}`} decoding="async" />
        ) : null}
      </Dialog>
    </StyledGallery>
  );
}
