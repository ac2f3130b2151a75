import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { I18nextProvider, useTranslation } from './react-i18next';

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['common', 'ads'],
    defaultNS: 'common',
    resources: {
      fr: { common: { hello: 'Bonjour' }, ads: { title: 'Annonces' } },
      en: { common: { hello: 'Hello' }, ads: { title: 'Ads' } },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

describe('useTranslation (the shared bindings)', () => {
  it('translates in the namespace asked for, or the default one, and redraws in a language switched to', async () => {
    const i18n = await instance();
    function Texts() {
      const { t } = useTranslation();
      const { t: tAds, i18n: seen, ready } = useTranslation('ads');
      return (
        <p>
          {t('hello')} · {tAds('title')} · {seen.language} · {String(ready)}
        </p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    expect(screen.getByText('Bonjour · Annonces · fr · true')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello · Ads · en · true')).toBeInTheDocument();
  });

  it('gives every component the same translate function and instance until the language changes', async () => {
    const i18n = await instance();
    const seen: Array<{ t: TFunction; i18n: I18n }> = [];
    function Card() {
      const { t, i18n: handed } = useTranslation('ads');
      seen.push({ t: t as TFunction, i18n: handed });
      return <span>{t('title')}</span>;
    }
    const tree = (
      <I18nextProvider i18n={i18n}>
        <Card />
        <Card />
      </I18nextProvider>
    );
    const { rerender } = render(tree);
    rerender(tree);
    expect(new Set(seen.map((entry) => entry.t)).size).toBe(1);
    expect(new Set(seen.map((entry) => entry.i18n)).size).toBe(1);
    const before = seen.length;
    await act(() => i18n.changeLanguage('en'));
    const after = seen.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]!.t).not.toBe(seen[0]!.t);
    // Code that keeps the instance in a memo's dependencies runs again.
    expect(after[0]!.i18n).not.toBe(seen[0]!.i18n);
    expect(after[0]!.i18n.language).toBe('en');
    expect(screen.getAllByText('Ads')).toHaveLength(2);
  });

  it('redraws when the instance says texts arrived (a dictionary added, then languageChanged)', async () => {
    const i18n = await instance();
    function Late() {
      const { t } = useTranslation('ads');
      return <span>{t('late', { defaultValue: 'pas encore' })}</span>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Late />
      </I18nextProvider>,
    );
    expect(screen.getByText('pas encore')).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle('fr', 'ads', { late: 'Arrivé' }, true, true);
      i18n.emit('languageChanged', i18n.language);
    });
    expect(screen.getByText('Arrivé')).toBeInTheDocument();
  });

  it('stops redrawing a component once it is gone', async () => {
    const i18n = await instance();
    let draws = 0;
    function Counted() {
      draws += 1;
      const { t } = useTranslation();
      return <span>{t('hello')}</span>;
    }
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <Counted />
      </I18nextProvider>,
    );
    unmount();
    const drawn = draws;
    await act(() => i18n.changeLanguage('en'));
    expect(draws).toBe(drawn);
  });
});
