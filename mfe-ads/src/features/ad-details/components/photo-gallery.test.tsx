import { screen, within } from '@testing-library/react';
import { loadPreferencesState, selectBytesSaved } from '@sokoni/shared-ui';
import { makeAdImage } from '@sokoni/contracts/testing';
import { mockApi } from '@sokoni/shared-ui/test';
import { adPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The photos the page asks the network for (a `data:` preview costs nothing). */
function fetchedPhotos(): string[] {
  return [...document.querySelectorAll('img')]
    .map((img) => img.getAttribute('src') ?? '')
    .filter((src) => !src.startsWith('data:'));
}

const withPreviews = () =>
  adPage({
    ...adPage(),
    ad: {
      ...adPage().ad,
      images: [1, 2, 3].map((id) => ({
        ...makeAdImage(id),
        placeholder: `data:image/webp;base64,UklGR${id}`,
        bytes: { card: 10_000 * id, gallery: 30_000 * id, zoom: 90_000 * id },
      })),
    },
    similar_ads: [],
  });

describe('photo gallery with the data saver', () => {
  it('loads the first photo only; the others and the thumbnails wait for a tap', async () => {
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: withPreviews() }) });
    const { user, store } = renderApp('/ads/iphone-13-77', {
      preloadedState: { preferences: { ...loadPreferencesState(), locale: 'fr', dataSaver: true } },
    });
    const gallery = await screen.findByRole('region', { name: "Photos de l'annonce" });
    expect(screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 1 sur 3' })).toHaveAttribute(
      'src',
      '/media/ads/1/1-800.webp',
    );
    // The first thumbnail is the photo already loaded; the two others are previews.
    expect(fetchedPhotos()).toEqual(['/media/ads/1/1-800.webp', '/media/ads/1/1-800.webp']);
    const thumbs = within(gallery).getAllByRole('listitem');
    // What a thumbnail shows: its top image (a photo lies over its blurred preview until it has arrived).
    expect(thumbs.map((thumb) => thumb.querySelector('img:last-of-type')?.getAttribute('src'))).toEqual([
      '/media/ads/1/1-800.webp',
      'data:image/webp;base64,UklGR2',
      'data:image/webp;base64,UklGR3',
    ]);
    // The thumbnails of photos 2 and 3 (card size).
    expect(selectBytesSaved(store.getState())).toBe(20_000 + 30_000);

    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(fetchedPhotos()).not.toContain('/media/ads/1/2-800.webp');
    // …and photo 2 in the gallery size, shown as a preview.
    expect(selectBytesSaved(store.getState())).toBe(20_000 + 30_000 + 60_000);
    expect(screen.queryByRole('button', { name: /^Agrandir la photo/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Afficher la photo : iPhone 13 128 Go — Photo 2 sur 3' }),
    );
    expect(screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 2 sur 3' })).toHaveAttribute(
      'src',
      '/media/ads/1/2-800.webp',
    );
    // Its thumbnail shows the photo just loaded; the third still waits.
    expect(thumbs[1].querySelector('img:last-of-type')).toHaveAttribute('src', '/media/ads/1/2-800.webp');
    expect(fetchedPhotos()).not.toContain('/media/ads/1/3-800.webp');
    expect(screen.getByRole('button', { name: /^Agrandir la photo/ })).toBeInTheDocument();
    expect(selectBytesSaved(store.getState())).toBe(30_000);
  });

  it('loads every photo as before when the data saver is off', async () => {
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: withPreviews() }) });
    renderApp('/ads/iphone-13-77', {
      preloadedState: { preferences: { ...loadPreferencesState(), locale: 'fr', dataSaver: false } },
    });
    await screen.findByRole('img', { name: 'iPhone 13 128 Go — Photo 1 sur 3' });
    expect(fetchedPhotos()).toEqual([
      '/media/ads/1/1-800.webp',
      '/media/ads/1/1-400.webp',
      '/media/ads/1/2-400.webp',
      '/media/ads/1/3-400.webp',
    ]);
  });
});
