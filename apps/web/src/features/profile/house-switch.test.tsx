import type { TermRef } from '@campus/domain/user';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { bothCatalogs } from '../../lib/testing/catalogs.ts';
import { expectFocusHeld } from '../../lib/testing/focus.ts';
import { HouseSwitch } from './house-switch.tsx';

const i18n = createI18n('en', bothCatalogs);
const inEnglish = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
const HOUSES: TermRef[] = [
  { term_id: 12, name: 'Maison du Brésil' },
  { term_id: 14, name: 'Maison de l’Argentine' },
];

describe('the current house switch (spec §2.6, §4 Profile)', () => {
  it('keeps the focus on the chosen house while the switch is saved, and takes no second choice (issue #34)', async () => {
    const onSwitch = vi.fn();
    const { rerender } = render(inEnglish(<HouseSwitch houses={HOUSES} busy={false} onSwitch={onSwitch} />));
    const other = screen.getByRole('radio', { name: 'Maison de l’Argentine' });
    await userEvent.click(other);
    expect(onSwitch).toHaveBeenCalledWith([14, 12]);
    rerender(inEnglish(<HouseSwitch houses={HOUSES} busy onSwitch={onSwitch} />));
    expect(screen.getByRole('group', { name: 'Current house' })).toHaveAttribute('aria-busy', 'true');
    expectFocusHeld(other);
    await userEvent.click(screen.getByRole('radio', { name: 'Maison du Brésil' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});
