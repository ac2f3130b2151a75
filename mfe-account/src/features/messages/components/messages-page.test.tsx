import { act, screen, waitFor, within } from '@testing-library/react';
import type { ConversationDetail, Message } from '@sokoni/contracts';
import { mockApi, mockEventStream, type MockHandler } from '@sokoni/shared-ui/test';
import { makeConversation, makeMessage, makeUser, onePage } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const me = makeUser({ id: 7, name: 'Amani Kabila' });

function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    conversation: makeConversation({ unread_count: 0 }),
    messages: [
      makeMessage({ created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() }),
      makeMessage({
        id: 101,
        sender_id: 9,
        body: '<b>Oui</b>, toujours disponible',
        created_at: new Date().toISOString(),
      }),
    ],
    has_more: false,
    ...overrides,
  };
}

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/conversations': (url) =>
      url.searchParams.get('archived') === '1'
        ? { body: onePage([]) }
        : { body: onePage([makeConversation()]) },
    'GET /api/conversations/31': () => ({ body: detail() }),
    'GET /api/conversations/unread-count': () => ({ body: { count: 0 } }),
    'GET /bff/events': () => ({ status: 404, body: { message: 'no stream here' } }),
    ...overrides,
  };
}

afterEach(() => {
  localStorage.clear();
});

describe('Messages', () => {
  it('sends a signed-out visitor to login with the way back', async () => {
    mockApi(routes());
    renderApp('/messages/31');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/login?redirect=%2Fmessages%2F31'),
    );
  });

  it('lists conversations with the other person, the ad, the last message and the unread count; empty archive', async () => {
    const api = mockApi(routes());
    const { user } = renderApp('/messages', { user: me });
    const item = await screen.findByRole('link', { name: /Mama Neema/ });
    expect(item).toHaveAttribute('href', '/messages/31');
    expect(within(item).getByText('Samsung Galaxy A54 128 Go')).toBeInTheDocument();
    expect(within(item).getByText('Oui, toujours disponible')).toBeInTheDocument();
    expect(within(item).getByLabelText('2 messages non lus')).toHaveTextContent('2');
    expect(screen.getByText('Choisissez une conversation pour la lire.')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/conversations')[0].url.searchParams.get('archived')).toBe('0');
    await user.click(screen.getByRole('tab', { name: 'Archivées' }));
    expect(await screen.findByText('Aucune conversation archivée')).toBeInTheDocument();
    expect(screen.getByTestId('current-url')).toHaveTextContent('/messages?archived=1');
    expect(api.requestsTo('GET /api/conversations').at(-1)!.url.searchParams.get('archived')).toBe('1');
  });

  it('shows the thread as text bubbles with day separators, sends on Enter and keeps Shift+Enter for new lines', async () => {
    const sent: unknown[] = [];
    const api = mockApi(
      routes({
        'POST /api/conversations/31/messages': (_url, call) => {
          sent.push(call.body);
          const body = call.body as { message: string; client_id: string };
          return {
            status: 201,
            body: makeMessage({
              id: 102,
              body: body.message,
              client_id: body.client_id,
              created_at: new Date().toISOString(),
            }),
          };
        },
      }),
    );
    const { user } = renderApp('/messages/31', { user: me });
    const thread = await screen.findByRole('list', { name: 'Messages de la conversation' });
    // Typed text is shown as text, never as HTML.
    expect(await within(thread).findByText('<b>Oui</b>, toujours disponible')).toBeInTheDocument();
    expect(thread.querySelector('b')).toBeNull();
    expect(within(thread).getByText("Aujourd'hui")).toBeInTheDocument();
    expect(within(thread).getAllByText(/\d{4}/)[0].tagName).toBe('LI');
    expect(screen.getByRole('link', { name: /Samsung Galaxy A54 128 Go/ })).toHaveAttribute(
      'href',
      '/ads/samsung-galaxy-a54-12',
    );
    const box = screen.getByLabelText('Votre message');
    await user.type(box, 'Je passe demain{Shift>}{Enter}{/Shift}vers 10 h');
    expect(sent).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      message: 'Je passe demain\nvers 10 h',
      client_id: expect.stringMatching(/^[a-z0-9-]{8,}$/),
    });
    expect(await within(thread).findByText(/Je passe demain/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(api.requestsTo('POST /api/conversations/31/messages')[0].headers.get('authorization')).toBe(
      'Bearer test-token',
    );
  });

  it.each([
    ['fr', "Erreur lors de l'envoi du message", 'Réessayer', 'Votre message'],
    ['en', 'Error sending message', 'Retry', 'Your message'],
  ] as const)(
    'shows a failed send as "not sent" with a retry that reuses the client id (%s)',
    async (locale, error, retry, label) => {
      let attempts = 0;
      const clientIds: string[] = [];
      mockApi(
        routes({
          'POST /api/conversations/31/messages': (_url, call) => {
            const body = call.body as { message: string; client_id: string };
            clientIds.push(body.client_id);
            attempts += 1;
            return attempts === 1
              ? { status: 503, body: { message: 'indisponible' } }
              : {
                  status: 201,
                  body: makeMessage({ id: 103, body: body.message, client_id: body.client_id }),
                };
          },
        }),
      );
      const { user } = renderApp('/messages/31', { user: me, locale });
      await user.type(await screen.findByLabelText(label), 'Dernier prix ?{Enter}');
      const failed = await screen.findByTestId('pending-message');
      expect(within(failed).getByRole('alert')).toHaveTextContent(error);
      await user.click(within(failed).getByRole('button', { name: retry }));
      await waitFor(() => expect(screen.queryByTestId('pending-message')).not.toBeInTheDocument());
      expect(clientIds).toHaveLength(2);
      expect(clientIds[1]).toBe(clientIds[0]);
    },
  );

  it("shows the api's refusal for someone else's conversation (a 404, like a missing one)", async () => {
    mockApi(
      routes({
        'GET /api/conversations/31': () => ({
          status: 404,
          body: { message: 'You are not authorized to view this conversation.' },
        }),
      }),
    );
    renderApp('/messages/31', { user: me, locale: 'en' });
    expect(await screen.findByText('You are not authorized to view this conversation.')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Archiver', "Échec de l'archivage de la conversation."],
    ['en', 'Archive', 'Failed to archive conversation.'],
  ] as const)('archives, and says so when it fails (%s)', async (locale, archive, failure) => {
    let fail = true;
    const api = mockApi(
      routes({
        'PATCH /api/conversations/31': () =>
          fail ? { status: 500, body: {} } : { body: makeConversation({ archived: true }) },
      }),
    );
    const { user } = renderApp('/messages/31', { user: me, locale });
    await user.click(await screen.findByRole('button', { name: archive }));
    expect(await screen.findByText(failure)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: archive }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/conversations/31')).toHaveLength(2));
    expect(api.requestsTo('PATCH /api/conversations/31')[1].body).toEqual({ archived: true });
  });

  it('shows a message from the other person as soon as the event stream brings it, and reads it', async () => {
    const arrived: Message[] = [];
    const api = mockApi(
      routes({
        'GET /api/conversations/31': () => ({
          body: detail({ messages: [...detail().messages, ...arrived] }),
        }),
      }),
    );
    const stream = mockEventStream();
    api.use({ 'GET /bff/events': stream.handler });
    renderApp('/messages/31', { user: me });
    const thread = await screen.findByRole('list', { name: 'Messages de la conversation' });
    await act(() => stream.opened);
    const message = makeMessage({
      id: 150,
      sender_id: 9,
      body: 'Je suis à Gombe ce soir',
      created_at: new Date().toISOString(),
    });
    arrived.push(message);
    act(() =>
      stream.send(`id: 5\nevent: message\ndata: ${JSON.stringify({ conversation_id: 31, message })}\n\n`),
    );
    expect(await within(thread).findByText('Je suis à Gombe ce soir')).toBeInTheDocument();
    // Reading it in the open thread asks the server again, which marks it read.
    await waitFor(() => expect(api.requestsTo('GET /api/conversations/31').length).toBeGreaterThanOrEqual(2));
    expect(within(thread).getByText('Je suis à Gombe ce soir')).toBeInTheDocument();
  });
});
