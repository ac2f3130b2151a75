import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd, makeUser } from '@sokoni/contracts/testing';
import { catalogueRoutes, photoFile } from '../../../test/fixtures';
import { fakeUploadsInEachTest } from '../../../test/mock-xhr';
import { renderApp } from '../../../test/render-app';

// Whole-route tests that type into many fields: slower than the default 5 s on a busy machine.

const xhr = fakeUploadsInEachTest();

const seller = makeUser({ id: 3, name: 'Patrick' });

function renderPostAd(locale: 'fr' | 'en' = 'fr', settings = {}) {
  mockApi(catalogueRoutes(settings));
  return renderApp('/post-ad', { locale, user: seller });
}

type User = ReturnType<typeof renderApp>['user'];

async function fillValidForm(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'iPhone 13 128 Go');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), '1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sous-catégorie' }), '6');
  await user.type(
    screen.getByRole('textbox', { name: 'Description' }),
    'Très bon état, batterie à 90 %, vendu avec sa boîte.',
  );
  await user.type(screen.getByRole('textbox', { name: 'Prix' }), '350 000');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Devise' }), 'CDF');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ville ou commune' }), '40');
}

async function addPhotos(user: User, ...names: string[]) {
  await user.upload(
    screen.getByLabelText('Choisir des photos'),
    names.map((name) => photoFile(name)),
  );
  await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(names.length));
}

function previews(): string[] {
  return screen
    .getAllByTestId('photo-tile')
    .map((tile) => within(tile).getByRole('img').getAttribute('src') ?? '');
}

describe('Post an Ad', () => {
  describe('without signal', () => {
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    beforeEach(() => localStorage.removeItem('ad_form_catalogue'));

    it('opens with the catalogue this browser read last (the form, not an error)', async () => {
      const online = renderPostAd('fr', { max_images_per_ad: 6 });
      await screen.findByRole('textbox', { name: 'Titre' });
      await waitFor(() => expect(localStorage.getItem('ad_form_catalogue')).toContain('"maxImages":6'));
      online.unmount();

      mockApi({ '/api/**': offline });
      renderApp('/post-ad', { user: seller });
      expect(await screen.findByRole('textbox', { name: 'Titre' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Électronique' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Ville ou commune' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    });

    it('says it could not load the form when this browser never read the catalogue', async () => {
      mockApi({ '/api/**': offline });
      renderApp('/post-ad', { user: seller });
      expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Titre' })).not.toBeInTheDocument();
    });

    it('shows the site offline message, not an error, when the phone is offline and never read the catalogue', async () => {
      const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        mockApi({ '/api/**': offline });
        renderApp('/post-ad', { user: seller });
        expect(await screen.findByRole('heading', { name: 'Vous êtes hors ligne' })).toBeInTheDocument();
        expect(
          screen.getByText(
            "Le formulaire n'a pas encore été ouvert sur cet appareil : il s'affichera dès que la connexion reviendra.",
          ),
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
        expect(screen.queryByText('Impossible de charger le formulaire')).not.toBeInTheDocument();
      } finally {
        onLine.mockRestore();
      }
    });
  });

  it('checks the fields before sending, with the form messages in French', async () => {
    const { user } = renderPostAd('fr');
    await user.click(await screen.findByRole('button', { name: "Publier l'annonce" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez vérifier le formulaire et corriger les erreurs',
    );
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire'),
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire'),
    );
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );
    expect(screen.getByRole('combobox', { name: 'Ville ou commune' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'iPh');
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), 'douze');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ doit contenir au moins 5 caractères'),
    );
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveAccessibleDescription(
      expect.stringContaining('Veuillez entrer un prix valide'),
    );
    expect(xhr.requests).toHaveLength(0);
  });

  it('checks the fields in English too', async () => {
    const { user } = renderPostAd('en');
    await user.click(await screen.findByRole('button', { name: 'Post the ad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the form and correct any errors',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    expect(screen.getByRole('combobox', { name: 'City or commune' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Post the ad' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      expect.stringContaining('This field must be at least 20 characters'),
    );
  });

  it('sends the form with its photos through XHR, shows real progress, then goes to the pending ad', async () => {
    const { user } = renderPostAd();
    await fillValidForm(user);
    await addPhotos(user, 'front.jpg', 'back.jpg');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const request = xhr.requests[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/ads');
    expect(request.withCredentials).toBe(true);
    expect(request.header('Authorization')).toBe('Bearer test-token');
    expect(request.header('Accept-Language')).toBe('fr');
    expect(request.header('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.fields()).toEqual(
      expect.arrayContaining([
        ['title', 'iPhone 13 128 Go'],
        ['category', '6'],
        ['location', '40'],
        ['price', '350 000'],
        ['currency', 'CDF'],
        ['is_negotiable', 'false'],
      ]),
    );
    expect(request.files().map(([name, file]) => [name, file.name])).toEqual([
      ['images[0]', 'front.jpg'],
      ['images[1]', 'back.jpg'],
    ]);

    await request.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: "Envoi de l'annonce" });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Envoi en cours… 40 %')).toBeInTheDocument();
    await request.progress(100, 100);
    expect(await screen.findByText('Préparation des photos sur le serveur…')).toBeInTheDocument();

    await request.respond(201, makeAd({ id: 90, slug: 'iphone-13-128-go-90', status: 'pending' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/ads/iphone-13-128-go-90'),
    );
    expect(
      screen.getByText(
        "Votre annonce a été envoyée ! Elle sera en ligne dès qu'un administrateur l'aura validée.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the server per-field errors next to their fields', async () => {
    const { user } = renderPostAd();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await xhr.requests[0].respond(422, {
      message: 'Veuillez vérifier le formulaire et corriger les erreurs',
      errors: {
        title: ['Ce titre contient un mot interdit'],
        location: ['Ce lieu est inconnu'],
        images: ['Chaque photo doit être une image PNG, JPG ou GIF'],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez vérifier le formulaire et corriger les erreurs',
    );
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce titre contient un mot interdit'),
    );
    expect(screen.getByRole('combobox', { name: 'Ville ou commune' })).toHaveAccessibleDescription(
      'Ce lieu est inconnu',
    );
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveTextContent(
      'Chaque photo doit être une image PNG, JPG ou GIF',
    );
    expect(screen.getByTestId('current-url')).toHaveTextContent('/post-ad');
  });

  it('keeps everything typed and every photo when the upload fails, and sends it all again', async () => {
    const { user } = renderPostAd();
    await fillValidForm(user);
    await addPhotos(user, 'a.jpg', 'b.jpg');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await xhr.requests[0].progress(30, 100);
    await xhr.requests[0].failNetwork();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion impossible. Vérifiez votre réseau et réessayez.',
    );
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('iPhone 13 128 Go');
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveValue('350 000');
    expect(screen.getByRole('combobox', { name: 'Sous-catégorie' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Ville ou commune' })).toHaveValue('40');
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(xhr.requests).toHaveLength(2);
    expect(xhr.requests[1].files()).toHaveLength(2);
    expect(xhr.requests[1].field('title')).toBe('iPhone 13 128 Go');
  });

  it('cancels the upload on request, keeping the form, and sends it again', async () => {
    const { user } = renderPostAd();
    await fillValidForm(user);
    await addPhotos(user, 'a.jpg');
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    await xhr.requests[0].progress(20, 100);
    await user.click(await screen.findByRole('button', { name: "Annuler l'envoi" }));

    expect(xhr.requests[0].aborted).toBe(true);
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Envoi annulé. Votre annonce et vos photos sont toujours là : vous pouvez réessayer.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('iPhone 13 128 Go');
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(xhr.requests[1].files()).toHaveLength(1);
  });

  it('moves and removes photos with buttons, and uploads them in the order shown', async () => {
    const { user } = renderPostAd();
    await fillValidForm(user);
    await addPhotos(user, 'one.jpg', 'two.jpg', 'three.jpg');
    expect(previews()).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
    expect(screen.getByRole('button', { name: 'Déplacer la photo 1 vers la gauche' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Déplacer la photo 1 vers la droite' }));
    expect(previews()).toEqual(['blob:preview-2', 'blob:preview-1', 'blob:preview-3']);
    expect(screen.getByRole('button', { name: 'Déplacer la photo 2 vers la droite' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Déplacer la photo 3 vers la gauche' }));
    expect(previews()).toEqual(['blob:preview-2', 'blob:preview-3', 'blob:preview-1']);

    await user.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    expect(previews()).toEqual(['blob:preview-3', 'blob:preview-1']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');

    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(xhr.requests[0].files().map(([, file]) => file.name)).toEqual(['three.jpg', 'one.jpg']);
  });

  it('refuses files that are not PNG, JPG or GIF, over 10 MB, or beyond the photo limit', async () => {
    const { user } = renderPostAd('fr', { max_images_per_ad: 2 });
    const input = await screen.findByLabelText('Choisir des photos');
    fireEvent.change(input, { target: { files: [photoFile('notes.txt', 'text/plain')] } });
    expect(
      await screen.findByText(/« notes\.txt » : chaque photo doit être une image PNG, JPG ou GIF\./),
    ).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [photoFile('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] },
    });
    expect(
      await screen.findByText(/« huge\.jpg » : chaque photo doit faire au plus 10 Mo\./),
    ).toBeInTheDocument();

    await user.upload(input, [
      photoFile('1.jpg'),
      photoFile('2.png', 'image/png'),
      photoFile('3.gif', 'image/gif'),
    ]);
    expect(await screen.findByText(/Une annonce peut avoir au plus 2 photos\./)).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(2);
    expect(screen.getByText('Vous avez atteint le maximum de 2 photos.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choisir des photos')).toBeNull();
  });

  it('announces a refused photo and holds the ad until the user replaces it or goes on without it', async () => {
    const { user } = renderPostAd('fr');
    await fillValidForm(user);
    fireEvent.change(screen.getByLabelText('Choisir des photos'), {
      target: { files: [photoFile('notes.txt', 'text/plain')] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('« notes.txt » : chaque photo doit être une image PNG, JPG ou GIF.');

    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Une photo choisie a été refusée (voir Photos) : remplacez-la, ou choisissez de continuer sans elle.',
    );
    expect(xhr.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Continuer sans les photos refusées' }));
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
  });

  it('lets a good photo replace a refused one, in English', async () => {
    mockApi(catalogueRoutes());
    const { user } = renderApp('/post-ad', { locale: 'en', user: seller });
    const input = await screen.findByLabelText('Choose photos');
    fireEvent.change(input, {
      target: { files: [photoFile('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“huge.jpg”: each photo must be at most 10 MB.',
    );
    await user.click(screen.getByRole('button', { name: 'Post the ad' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'A photo you chose was refused (see Photos): replace it, or choose to continue without it.',
    );
    fireEvent.change(input, { target: { files: [photoFile('ok.jpg')] } });
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
    expect(screen.getByRole('button', { name: 'Post the ad' })).toBeEnabled();
  });
});
