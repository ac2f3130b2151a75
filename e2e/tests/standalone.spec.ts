import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './support/admin';

/**
 * Each remote opened alone at /remotes/<name>/ (served by the bff), as QA tests it: its root lists its pages, the
 * QA bar signs a tester in (demo user, demo business, administrator), a guarded page is reached, toasts show. The
 * composed site has neither the QA bar nor its code.
 */

type AccountChoice = 'demoUser' | 'demoBusiness' | 'admin';

interface RemoteCase {
  name: string;
  account: AccountChoice;
  /** The guarded page to reach, its name in the page list and its path inside the remote. */
  pageName: string;
  path: string;
  /** Text the page shows once reached. */
  shows: RegExp;
}

const REMOTES: RemoteCase[] = [
  {
    name: 'ads',
    account: 'demoUser',
    pageName: 'Publier une annonce',
    path: '/post-ad',
    shows: /Publier une annonce/,
  },
  { name: 'account', account: 'demoUser', pageName: 'Mon profil', path: '/profile', shows: /Mon profil/ },
  {
    name: 'business',
    account: 'demoBusiness',
    pageName: 'Tableau de bord entreprise',
    path: '/business/dashboard',
    shows: /Kin Électro/,
  },
  {
    name: 'admin',
    account: 'admin',
    pageName: 'Tableau de bord admin',
    path: '/admin/dashboard',
    shows: /Tableau de bord/,
  },
  {
    name: 'payments',
    account: 'demoUser',
    pageName: 'Historique des transactions',
    path: '/profile/transactions',
    shows: /Historique des transactions/,
  },
];

const QA_BAR = { name: 'Barre de test (QA)' };

function qaBar(page: Page) {
  return page.getByRole('region', QA_BAR);
}

/** Fills the QA sign-in form inside `scope` and submits it. */
async function signInWith(page: Page, form: ReturnType<Page['getByRole']>, account: AccountChoice) {
  await form.getByRole('combobox', { name: 'Compte' }).selectOption(account);
  if (account === 'admin') {
    await expect(form.getByRole('textbox', { name: /^Adresse email/ })).toHaveValue('admin@sokoni.cd');
    await form.getByLabel(/^Mot de passe/).fill(ADMIN_PASSWORD);
  } else {
    // Demo accounts need no password.
    await expect(form.getByLabel(/^Mot de passe/)).toHaveCount(0);
  }
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/^Connecté en tant que /),
  ).toBeVisible({ timeout: 30_000 });
}

test.describe('each remote alone, for QA', () => {
  // Each test signs in and loads a remote's pages: on a busy two-core machine that takes more than the default.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'fr');
    });
  });

  for (const remote of REMOTES) {
    test(`${remote.name}: the QA bar signs in and reaches ${remote.path}`, async ({ page }) => {
      await page.goto(`/remotes/${remote.name}/`);
      const bar = qaBar(page);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('status')).toHaveText('Non connecté');

      // The root lists the remote's pages (the ads remote has its home page there: its list is in the bar).
      let pages = page.getByRole('main');
      if (remote.name === 'ads') {
        await bar.getByRole('button', { name: 'Pages' }).click();
        pages = bar;
      } else {
        await expect(
          page.getByRole('heading', { level: 1, name: `Pages du module ${remote.name}` }),
        ).toBeVisible();
      }
      const link = pages.getByRole('link', { name: remote.pageName, exact: true });
      await expect(link).toHaveAttribute('href', `/remotes/${remote.name}${remote.path}`);

      await bar.getByRole('button', { name: 'Se connecter' }).click();
      await signInWith(page, bar.getByRole('form', { name: 'Se connecter pour tester' }), remote.account);
      const role = { demoUser: 'particulier', demoBusiness: 'entreprise', admin: 'administrateur' }[
        remote.account
      ];
      await expect(bar.getByRole('status')).toContainText(role);

      if (remote.name === 'ads') await bar.getByRole('button', { name: 'Pages' }).click();
      await pages.getByRole('link', { name: remote.pageName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/remotes/${remote.name}${remote.path}$`));
      await expect(page.getByRole('main').getByText(remote.shows).first()).toBeVisible();
    });
  }

  test('a guarded page opened signed out offers the sign-in it needs, then opens (ads: /post-ad)', async ({
    page,
  }) => {
    await page.goto('/remotes/ads/post-ad');
    await expect(page).toHaveURL(/\/remotes\/ads\/login\?redirect=%2Fpost-ad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion nécessaire' })).toBeVisible();
    await signInWith(
      page,
      page.getByRole('main').getByRole('form', { name: 'Se connecter pour tester' }),
      'demoUser',
    );
    await expect(page).toHaveURL(/\/remotes\/ads\/post-ad$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Publier une annonce' }),
    ).toBeVisible();
  });

  test('the QA bar switches language and theme and signs out', async ({ page }) => {
    await page.goto('/remotes/payments/');
    const bar = qaBar(page);
    await bar.getByRole('button', { name: 'Se connecter' }).click();
    await signInWith(page, bar.getByRole('form', { name: 'Se connecter pour tester' }), 'demoUser');

    await bar.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const enBar = page.getByRole('region', { name: 'Test bar (QA)' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pages of the payments module' })).toBeVisible();

    const before = await page.locator('html').getAttribute('data-theme');
    const next = before === 'dark' ? 'light' : 'dark';
    await enBar.getByRole('button', { name: next === 'dark' ? 'Dark theme' : 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', next);

    await enBar.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await bar.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Vous êtes déconnecté.'),
    ).toBeVisible();
    await expect(bar.getByRole('status')).toHaveText('Non connecté');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('the composed site has no QA bar and never loads its code', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scripts.push(response.text().catch(() => ''));
      }
    });
    for (const path of ['/', '/login', '/business/kin-electro', '/post-ad']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', QA_BAR)).toHaveCount(0);
    }
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    for (const marker of ['Barre de test (QA)', 'qaSignIn', 'sokoni-demo-2026']) {
      expect(
        bodies.filter((body) => body.includes(marker)),
        marker,
      ).toHaveLength(0);
    }
  });
});
