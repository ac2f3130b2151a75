import { lazy, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPart } from './lazy-part';

// Offline, a part's code that was never kept fails to load: the rest of the page and what was typed stay.
const Unreachable = lazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 812 failed')));

function Page() {
  const [scrolled, setScrolled] = useState(false);
  return (
    <div>
      <label>
        Titre
        <input />
      </label>
      <button type="button" onClick={() => setScrolled(true)}>
        scroll
      </button>
      {scrolled ? (
        <LazyPart>
          <Unreachable />
        </LazyPart>
      ) : null}
    </div>
  );
}

it('leaves out a part whose code cannot be fetched and keeps the page and what was typed', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<Page />);
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Moto Haojue');
  await user.click(screen.getByRole('button', { name: 'scroll' }));
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'An optional part of the page could not be loaded',
      expect.any(Error),
      expect.anything(),
    ),
  );
  expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Moto Haojue');
  jest.restoreAllMocks();
});
