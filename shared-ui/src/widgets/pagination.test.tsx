import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Pagination, pageItems } from './pagination';

const getHref = (page: number) => `/ads?q=toyota&page=${page}`;

describe('pageItems', () => {
  it('shows first, last, neighbours and ellipses', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'ellipsis-end', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 10, 0)).toEqual([1, 'ellipsis-start', 5, 'ellipsis-end', 10]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(<Pagination page={1} totalPages={1} getHref={getHref} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links every page with getHref and marks the current one', () => {
    renderWithProviders(<Pagination page={5} totalPages={10} getHref={getHref} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/ads?q=toyota&page=5');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'href',
      '/ads?q=toyota&page=10',
    );
    expect(within(nav).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/ads?q=toyota&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/ads?q=toyota&page=6',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderWithProviders(<Pagination page={1} totalPages={3} getHref={getHref} />);
    expect(screen.queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();
    expect(screen.getByText('Précédent').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderWithProviders(<Pagination page={3} totalPages={3} getHref={getHref} />);
    expect(screen.queryByRole('link', { name: 'Suivant' })).not.toBeInTheDocument();
  });
});
