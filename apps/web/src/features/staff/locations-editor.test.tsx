import type { EventLocation } from '@campus/domain/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { bothCatalogs } from '../../lib/testing/catalogs.ts';
import { LocationsEditor } from './locations-editor.tsx';

function renderEditor(locations: EventLocation[]): void {
  render(
    <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
      <LocationsEditor locations={locations} onChange={() => undefined} lang="en" />
    </I18nextProvider>,
  );
}

describe('event locations in the staff console (issue #27, spec §5 schemes)', () => {
  it('says a link outside the allowed schemes will be refused, before the save', () => {
    renderEditor([{ name: 'Salle', url: 'javascript:alert(1)', place: '' }]);
    const link = screen.getByRole('textbox', { name: 'Location 1: link' });
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/starts with https:\/\//);
  });

  it('accepts an https link, a portal path and no link at all', () => {
    renderEditor([
      { name: 'Plan', url: 'https://www.openstreetmap.org/', place: '' },
      { name: 'Carte', url: '/pages/map', place: '' },
      { name: 'Salle', url: '', place: '' },
    ]);
    for (const position of [1, 2, 3]) {
      const link = screen.getByRole('textbox', { name: `Location ${String(position)}: link` });
      expect(link).toHaveAttribute('aria-invalid', 'false');
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** The editor with its list kept as the item editor keeps it. */
function Editor({ initial }: { initial: EventLocation[] }) {
  const [locations, setLocations] = useState(initial);
  return <LocationsEditor locations={locations} onChange={setLocations} lang="en" />;
}

describe('event locations and the focus (issue #34)', () => {
  it('removing a location puts the focus on the next one’s name, the last one’s on “Add”', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
        <Editor
          initial={[
            { name: 'Salle', url: '', place: '' },
            { name: 'Jardin', url: '', place: '' },
          ]}
        />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove location 1' }));
    expect(screen.getByRole('textbox', { name: 'Location 1: name' })).toHaveValue('Jardin');
    expect(screen.getByRole('textbox', { name: 'Location 1: name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove location 1' }));
    expect(screen.getByRole('button', { name: 'Add a location' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    expect(screen.getByRole('textbox', { name: 'Location 1: name' })).toHaveFocus();
  });
});
