import { act, screen, waitFor, within } from '@testing-library/react';
import { makeUser } from '@sokoni/contracts/testing';
import { mockEventStream } from '@sokoni/shared-ui/test';
import { mockShellApi, renderApp, resetApp } from '../../../test/render-app';

jest.mock('../remotes/mf-runtime');

beforeEach(() => {
  resetApp();
  mockShellApi();
});

/** The accessible name of each link or button inside `container`, as Testing Library computes it. */
function namesOf(container: HTMLElement): Map<Element, string> {
  const names = new Map<Element, string>();
  const record = (name: string, element: Element) => {
    names.set(element, name);
    return true;
  };
  within(container).queryAllByRole('link', { name: record });
  within(container).queryAllByRole('button', { name: record });
  return names;
}

function nameOf(element: HTMLElement): string {
  return namesOf(element.parentElement as HTMLElement).get(element) ?? '';
}

/** The text a sighted user sees in a control (what they would say to voice control), spaces normalised. */
function visibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (!(node instanceof Element)) return;
    if (node.getAttribute('aria-hidden') === 'true' || node.closest('.visually-hidden')) return;
    const style = window.getComputedStyle(node);
    if (style.position === 'absolute' && style.clip.startsWith('rect(0')) return;
    node.childNodes.forEach(walk);
  };
  element.childNodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

describe('navbar names (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
  it('names the logo link by its visible text, then says it leads home', async () => {
    await renderApp({ route: '/about' });
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: /^Sokoni ?, accueil$/ });
    expect(logo).not.toHaveAttribute('aria-label');
    expect(nameOf(logo).startsWith('Sokoni')).toBe(true);
  });

  it('names the preferences button starting with what it shows', async () => {
    await renderApp({ route: '/about' });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: /^FR · USD/ });
    expect(button).not.toHaveAttribute('aria-label');
    expect(nameOf(button)).toBe("FR · USD (Langue : Français, Devise d'affichage : USD)");
  });

  it('every labelled control of the header contains its visible text in its name', async () => {
    await renderApp({ route: '/about', user: makeUser() });
    const names = namesOf(screen.getByRole('banner'));
    expect(names.size).toBeGreaterThan(3);
    for (const [control, name] of names) {
      const seen = visibleText(control);
      if (!seen) continue;
      expect({ seen, contained: name.toLowerCase().includes(seen.toLowerCase()) }).toEqual({
        seen,
        contained: true,
      });
    }
  });
});

describe('mobile menu', () => {
  it('closes on a tap outside it, and stays open for a tap inside', async () => {
    const { user } = await renderApp({ route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await user.click(within(panel).getByRole('combobox', { name: /Devise/ }));
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toBeInTheDocument();
    await user.click(await screen.findByRole('heading', { name: 'À propos de Sokoni' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Fermer le menu' })).not.toBeInTheDocument(),
    );
    expect(document.getElementById(panel.id)).toBeNull();
  });

  it('toggles closed with its own button and closes on Escape', async () => {
    const { user } = await renderApp({ route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
  });
});

describe('unread messages badge', () => {
  it('shows a signed-in person the unread count, then keeps it fresh from the live stream', async () => {
    const stream = mockEventStream();
    mockShellApi({
      'GET /api/conversations/unread-count': () => ({ body: { count: 3 } }),
      'GET /bff/events': stream.handler,
    });
    await renderApp({ route: '/about', user: makeUser() });
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Messages' });
    // The badge's code arrives after the link (it is loaded lazily): wait for it.
    expect(await within(link).findByTestId('unread-badge')).toHaveTextContent('3');
    await act(() => stream.opened);
    act(() => stream.send('id: 4\nevent: unread-count\ndata: {"count":12}\n\n'));
    await waitFor(() => expect(within(link).getByTestId('unread-badge')).toHaveTextContent('12'));
  });

  it('asks a visitor for neither the count nor the stream', async () => {
    const api = mockShellApi();
    await renderApp({ route: '/about' });
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Messages' }),
    ).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/conversations/unread-count')).toHaveLength(0);
    expect(api.requestsTo('GET /bff/events')).toHaveLength(0);
  });
});

describe('translation debugger', () => {
  it('closes on Escape and gives the texts back', async () => {
    const { user } = await renderApp({ route: '/about' });
    await user.keyboard('{Control>}{Shift>}T{/Shift}{/Control}');
    expect(
      await screen.findByRole('complementary', { name: 'Débogueur de traductions' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Débogueur de traductions' })).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Contact' }),
    ).toBeInTheDocument();
  });
});

describe('scroll-to-top button', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  const under = { current: [] as Element[] };
  beforeEach(() => {
    under.current = [];
    document.elementsFromPoint = () => under.current;
  });
  afterEach(() => {
    delete (document as Partial<Document>).elementsFromPoint;
  });

  it('steps aside while a form, an alert or an action area lies under it', async () => {
    await renderApp({ route: '/about' });
    scrollTo(800);
    const slot = await screen.findByTestId('scroll-to-top');
    await waitFor(() => expect(slot).not.toHaveAttribute('aria-hidden'));

    const form = document.createElement('form');
    const submit = document.createElement('button');
    form.append(submit);
    document.body.append(form);
    under.current = [submit, form, document.body];
    scrollTo(820);
    await waitFor(() => expect(slot).toHaveAttribute('aria-hidden', 'true'));
    expect(within(slot).getByRole('button', { hidden: true })).toHaveAttribute('tabindex', '-1');

    const bar = document.createElement('div');
    bar.dataset.actionArea = '';
    document.body.append(bar);
    under.current = [bar];
    scrollTo(840);
    await waitFor(() => expect(slot).toHaveAttribute('aria-hidden', 'true'));

    under.current = [document.body];
    scrollTo(860);
    await waitFor(() => expect(slot).not.toHaveAttribute('aria-hidden'));
    form.remove();
    bar.remove();
  });
});
