import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { bothCatalogs } from '../lib/testing/catalogs.ts';
import { expectFocusHeld } from '../lib/testing/focus.ts';
import { PhotoEditor, type PhotoUploadState } from './photo-editor.tsx';

const i18n = createI18n('en', bothCatalogs);
const inEnglish = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

describe('PhotoEditor (spec §5)', () => {
  it.each(['Take a photo', 'Choose a photo'])(
    'keeps the focus on “%s” while the photo uploads (issue #34)',
    (name) => {
      const editor = (state: PhotoUploadState) =>
        inEnglish(<PhotoEditor photo={null} state={state} onTake={vi.fn()} />);
      const { rerender } = render(editor('idle'));
      const button = screen.getByRole('button', { name });
      button.focus();
      rerender(editor('working'));
      expect(button).toHaveAttribute('aria-busy', 'true');
      expectFocusHeld(button);
    },
  );
});
