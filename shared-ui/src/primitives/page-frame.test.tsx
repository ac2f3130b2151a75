import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithProviders } from '../test/render-with-providers';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('shows the title, its actions and the content when the data is there', () => {
    renderWithProviders(
      <PageFrame title="Mes annonces" actions={<button type="button">Publier</button>}>
        <p>Trois annonces</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mes annonces' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(screen.getByText('Trois annonces')).toBeInTheDocument();
  });

  it('puts the error, then the loading, then the empty state in the content’s place', () => {
    const first = renderWithProviders(
      <PageFrame title="Avis" error={{ message: 'Lecture impossible' }} loading empty={{ title: 'Aucun avis' }}>
        <p>Contenu</p>
      </PageFrame>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Lecture impossible');
    expect(screen.queryByText('Contenu')).not.toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(
      <PageFrame title="Avis" loading skeleton={<p>Squelette</p>} empty={{ title: 'Aucun avis' }}>
        <p>Contenu</p>
      </PageFrame>,
    );
    expect(screen.getByText('Squelette')).toBeInTheDocument();
    expect(screen.queryByText('Aucun avis')).not.toBeInTheDocument();
    second.unmount();
    renderWithProviders(
      <PageFrame title="Avis" empty={{ title: 'Aucun avis' }}>
        <p>Contenu</p>
      </PageFrame>,
    );
    expect(screen.getByText('Aucun avis')).toBeInTheDocument();
    expect(screen.queryByText('Contenu')).not.toBeInTheDocument();
  });

  it('shows no heading while a title that comes with the data is unknown, and names the busy frame', () => {
    renderWithProviders(<PageFrame loading loadingLabel="Chargement des avis" skeleton={<p>Squelette</p>} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const busy = screen.getByLabelText('Chargement des avis');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Squelette');
  });

  it('takes the page’s own rules through styled(PageFrame)', () => {
    const Styled = styled(PageFrame)`
      h2 {
        letter-spacing: 3px;
      }
    `;
    renderWithProviders(
      <Styled title="Promouvoir">
        <h2>Choisir une annonce</h2>
      </Styled>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveStyle({ letterSpacing: '3px' });
  });
});
