import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { RelativeDate } from './relative-date';

describe('RelativeDate', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps every date of the page up to date with one timer, past midnight too', () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 19, 23, 59, 30) });
    const posted = new Date(2026, 2, 19, 14, 5);
    const { unmount } = renderWithProviders(
      <ul>
        {Array.from({ length: 20 }, (_, index) => (
          <li key={index}>
            <RelativeDate value={posted} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByText("aujourd'hui à 14:05")).toHaveLength(20);
    expect(jest.getTimerCount()).toBe(1);

    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getAllByText('hier à 14:05')).toHaveLength(20);

    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs no clock for a date written against a given time', () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 19, 18, 0) });
    renderWithProviders(<RelativeDate value="2026-03-18T09:12:00" now={new Date(2026, 2, 19, 18, 0)} />);
    expect(screen.getByText('hier à 09:12')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });
});
