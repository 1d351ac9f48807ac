import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { bothCatalogs } from '../testing/catalogs.ts';
import { createI18n } from './i18n.ts';
import { WithScreenStrings } from './with-screen-strings.tsx';

function StaffTitle() {
  const { t } = useTranslation();
  return <h1>{t('staff:nav.label')}</h1>;
}

describe('WithScreenStrings (issue #20, ADR 037)', () => {
  it('shows the fallback until the namespaces it names are loaded, never a key', async () => {
    const i18n = createI18n('fr', { fr: { common: bothCatalogs.fr?.common } });
    expect(i18n.hasResourceBundle('fr', 'staff')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <WithScreenStrings namespaces={['staff']} fallback={<p>…</p>}>
          <StaffTitle />
        </WithScreenStrings>
      </I18nextProvider>,
    );
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(screen.queryByText('staff:nav.label')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Console de l'équipe" })).toBeInTheDocument();
  });

  it('renders at once when they are already there', () => {
    render(
      <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
        <WithScreenStrings namespaces={['staff']} fallback={<p>…</p>}>
          <StaffTitle />
        </WithScreenStrings>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: bothCatalogs.en?.staff?.nav.label })).toBeInTheDocument();
  });
});
