import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import { createI18n } from './i18n.ts';
import { WithScreenStrings } from './with-screen-strings.tsx';

function StaffTitle() {
  const { t } = useTranslation();
  return <h1>{t('staff.nav.label')}</h1>;
}

describe('WithScreenStrings (issue #20)', () => {
  it("shows the fallback until every screen's strings are loaded, never a key", async () => {
    const i18n = createI18n('fr', { fr });
    render(
      <I18nextProvider i18n={i18n}>
        <WithScreenStrings fallback={<p>…</p>}>
          <StaffTitle />
        </WithScreenStrings>
      </I18nextProvider>,
    );
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(screen.queryByText('staff.nav.label')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Console de l'équipe" })).toBeInTheDocument();
  });
});
