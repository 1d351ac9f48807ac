import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { bothCatalogs } from '../../lib/testing/catalogs.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function renderEditor(): { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
      <RichTextEditor
        label="Text"
        initialHtml="<p>The film club meets on Friday.</p>"
        onChange={() => undefined}
        lang="en"
      />
    </I18nextProvider>,
  );
  return { user };
}

describe('the rich-text editor and the focus (issue #34)', () => {
  it('opens the link form with the focus in its address field, and Escape closes it back on the Link button', async () => {
    const { user } = renderEditor();
    const linkButton = screen.getByRole('button', { name: 'Link' });
    await user.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Link address (https://, mailto: or tel:)' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /Link address/ })).not.toBeInTheDocument();
    expect(linkButton).toHaveAttribute('aria-expanded', 'false');
    expect(linkButton).toHaveFocus();
  });

  it('keeps the focus in the address field when the address is refused, tied to its message', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /Link address/ });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/.+/);
  });
});
