import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../kernel/providers';
import { makeStore, type AppStore, type RootState } from '../kernel/store';

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL of the in-memory router. */
  route?: string;
}

/** Renders with the same providers as the site (store, i18n, theme) inside a MemoryRouter. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', ...renderOptions } = options;
  // No pause between keystrokes: each pause is a timer, and on a busy machine hundreds of them make long forms
  // the slowest tests (about a quarter of their time). What the user sees between two keys is not under test.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return { store, user, ...result };
}
