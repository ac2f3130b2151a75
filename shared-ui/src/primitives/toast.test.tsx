import { act, fireEvent, screen, within } from '@testing-library/react';
import { TOAST_DURATIONS_MS } from '@sokoni/contracts';
import { renderWithProviders } from '../test/render-with-providers';
import { ToastViewport, useToast, type ToastApi } from './toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup() {
  const result = renderWithProviders(
    <>
      <Capture />
      <ToastViewport />
    </>,
  );
  return result;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['success', TOAST_DURATIONS_MS.success],
    ['info', TOAST_DURATIONS_MS.info],
    ['warning', TOAST_DURATIONS_MS.warning],
    ['error', TOAST_DURATIONS_MS.error],
  ] as const)('a %s toast closes itself after its default duration (%i ms)', (type, duration) => {
    const { store } = setup();
    act(() => {
      api[type]('Annonce enregistrée');
    });
    expect(screen.getByText('Annonce enregistrée')).toBeInTheDocument();
    expect(store.getState().toasts[0].duration).toBe(duration);
    act(() => jest.advanceTimersByTime(duration - 1));
    expect(screen.getByText('Annonce enregistrée')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Annonce enregistrée')).not.toBeInTheDocument();
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until the user closes it', () => {
    setup();
    act(() => {
      api.warning('Vérifiez votre email', 0);
    });
    act(() => jest.advanceTimersByTime(60_000));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Vérifiez votre email');
    fireEvent.click(within(toast).getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Vérifiez votre email')).not.toBeInTheDocument();
  });

  it('honours a custom duration and dismiss(id)', () => {
    setup();
    let id = '';
    act(() => {
      api.success('Copié', 1000);
      id = api.info('Nouvelle version disponible', 0);
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Copié')).not.toBeInTheDocument();
    act(() => api.dismiss(id));
    expect(screen.queryByText('Nouvelle version disponible')).not.toBeInTheDocument();
  });

  it('announces success and info politely, errors and warnings as alerts', () => {
    setup();
    act(() => {
      api.success('Enregistré');
      api.info('Astuce');
      api.error('Échec de la mise à jour');
      api.warning('Session bientôt expirée');
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((el) => el.textContent)).toEqual(['Enregistré', 'Astuce']);
    statuses.forEach((el) => expect(el).toHaveAttribute('aria-live', 'polite'));
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Échec de la mise à jour',
      'Session bientôt expirée',
    ]);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('pauses while hovered so it is not lost while being read', () => {
    setup();
    act(() => {
      api.success('Photo ajoutée');
    });
    const toast = screen.getByRole('status');
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Photo ajoutée')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(TOAST_DURATIONS_MS.success - 3000));
    expect(screen.queryByText('Photo ajoutée')).not.toBeInTheDocument();
  });
});
