import { screen, within } from '@testing-library/react';
import type { Ad } from '@sokoni/contracts';
import { makeAd, makeAdImage } from '@sokoni/contracts/testing';
import { AdCard, loadPreferencesState, type PreferencesState } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { mockShellApi, renderApp, resetApp } from '../../../test/render-app';
import { DataSaverSwitch } from './data-saver-switch';
import { PreferencesMenu } from './preferences-menu';

jest.mock('../remotes/mf-runtime');

beforeEach(() => {
  resetApp();
  mockShellApi();
});

/** An ad whose one photo weighs `cardBytes` at card size, with its blurred preview. */
function adWithPhoto(id: number, cardBytes: number): Ad {
  const image = {
    ...makeAdImage(1, id),
    placeholder: 'data:image/webp;base64,UklGRg',
    bytes: { card: cardBytes, gallery: cardBytes * 3, zoom: cardBytes * 9 },
  };
  return makeAd({ id, images: [image] });
}

function renderWithCards(preferences: Partial<PreferencesState>) {
  return renderWithProviders(
    <>
      <DataSaverSwitch />
      <AdCard ad={adWithPhoto(1, 12_400)} />
      <AdCard ad={adWithPhoto(2, 30_300)} />
    </>,
    { preloadedState: { preferences: { ...loadPreferencesState(), ...preferences } } },
  );
}

describe('data saver switch', () => {
  it('is in the phone menu; turning it on keeps the choice in storage and in a cookie for the server', async () => {
    const { user } = await renderApp({ route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const toggle = within(panel).getByRole('switch', { name: 'Économie de données' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Les photos ne se chargent que si vous les touchez.');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('data_saver')).toBe('on');
    expect(document.cookie).toContain('data_saver=on');
    expect(toggle).toHaveAccessibleDescription(
      'Les photos ne se chargent que si vous les touchez. Aucune photo retenue sur cette page',
    );

    await user.click(toggle);
    expect(localStorage.getItem('data_saver')).toBe('off');
    expect(document.cookie).toContain('data_saver=off');
  });

  it('is in the preferences menu of wide screens, in English too', async () => {
    const { user } = renderWithProviders(<PreferencesMenu />, {
      preloadedState: { preferences: { ...loadPreferencesState(), locale: 'en' } },
    });
    await user.click(screen.getByRole('button', { name: /^FR|^EN/ }));
    await user.click(screen.getByRole('switch', { name: 'Data saver' }));
    expect(screen.getByRole('switch', { name: 'Data saver' })).toBeChecked();
    expect(screen.getByTestId('data-saver-savings')).toHaveTextContent('No photo held back on this page');
  });

  it('is on by default when the browser asks to save data', () => {
    renderWithProviders(<DataSaverSwitch />, {
      preloadedState: { preferences: { ...loadPreferencesState(), dataSaver: null, saveData: true } },
    });
    expect(screen.getByRole('switch', { name: 'Économie de données' })).toBeChecked();
  });

  it('says what the page saved, from the sizes of the photos held back, and less once one is shown', async () => {
    const { user } = renderWithCards({ locale: 'fr', dataSaver: true });
    expect(screen.getByTestId('data-saver-savings')).toHaveTextContent('≈ 43 Ko économisés sur cette page');
    await user.click(screen.getByRole('button', { name: 'Afficher la photo : Annonce 2' }));
    expect(screen.getByTestId('data-saver-savings')).toHaveTextContent('≈ 12 Ko économisés sur cette page');
    await user.click(screen.getByRole('button', { name: 'Afficher la photo : Annonce 1' }));
    expect(screen.getByTestId('data-saver-savings')).toHaveTextContent('Aucune photo retenue sur cette page');
  });

  it('says it in English, and nothing about savings while it is off', async () => {
    const view = renderWithCards({ locale: 'en', dataSaver: true });
    expect(screen.getByTestId('data-saver-savings')).toHaveTextContent('≈ 43 KB saved on this page');
    view.unmount();
    renderWithCards({ locale: 'en', dataSaver: false });
    expect(screen.queryByTestId('data-saver-savings')).toBeNull();
  });
});
