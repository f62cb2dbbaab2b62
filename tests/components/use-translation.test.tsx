// The pages' useTranslation (lib/i18n/use-translation.ts): the page's namespace, a namespace
// named in the key, one shared `t` per language and namespace, and a change of language in
// place renders even a memoised component again.
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@/lib/i18n/use-translation';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: { common: { hello: 'Hello {{name}}' }, knows: { title: 'Knows' } },
      de: { common: { hello: 'Hallo {{name}}' }, knows: { title: 'Lernzettel' } },
    },
  });
  return i18n;
}

const seen: unknown[] = [];

const Greeting = memo(function Greeting() {
  const { t } = useTranslation('common');
  seen.push(t);
  return <p>{t('hello', { name: 'Ada' })}</p>;
});

function Titles() {
  const { t } = useTranslation(['knows', 'common']);
  return (
    <p>
      {t('title')} / {t('common:hello', { name: 'Bo' })}
    </p>
  );
}

function SecondGreeting() {
  const { t } = useTranslation('common');
  seen.push(t);
  return null;
}

describe('useTranslation', () => {
  it('translates in the first namespace, takes another named in the key, and shares one t', async () => {
    const i18n = await instance();
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <SecondGreeting />
        <Titles />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Knows / Hello Bo')).toBeInTheDocument();
    expect(seen[0]).toBe(seen[1]);
  });

  it('renders memoised components again when the language changes in place', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Titles />
      </I18nextProvider>,
    );
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByText('Hallo Ada')).toBeInTheDocument();
    expect(screen.getByText('Lernzettel / Hallo Bo')).toBeInTheDocument();
  });
});
