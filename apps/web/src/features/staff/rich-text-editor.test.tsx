import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { bothCatalogs } from '../../lib/testing/catalogs.ts';
import { DOCS_CLIPBOARD_HTML, WORD_CLIPBOARD_HTML } from './paste-fixtures.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function renderEditor(initialHtml = '<p>The film club meets on Friday.</p>'): {
  user: ReturnType<typeof userEvent.setup>;
  changes: string[];
} {
  const user = userEvent.setup();
  const changes: string[] = [];
  render(
    <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
      <RichTextEditor
        label="Text"
        initialHtml={initialHtml}
        onChange={(html) => changes.push(html)}
        lang="en"
      />
    </I18nextProvider>,
  );
  return { user, changes };
}

/** A paste as the browser delivers it: jsdom has no DataTransfer, so the event carries a stand-in. */
function paste(target: Element, html: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/html', 'text/plain'],
      files: [],
      items: [],
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'plain' : ''),
    },
  });
  act(() => {
    target.dispatchEvent(event);
  });
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

describe('a paste into the rich-text editor (issue #33)', () => {
  it('keeps the headings, lists and table of a Word paste, and says its file:/// image was not kept', () => {
    const { changes } = renderEditor('<p></p>');
    paste(screen.getByRole('textbox', { name: 'Text' }), WORD_CLIPBOARD_HTML);
    const html = changes.at(-1) ?? '';
    expect(html).toContain('<h2>Fête de la résidence</h2>');
    expect(html).toContain('<h3>Horaires</h3>');
    expect(html).toMatch(/<ul><li><p>Musique<\/p><ul><li><p>Scène ouverte<\/p><\/li><\/ul><\/li>/);
    expect(html).toContain('<ol><li><p>Accueil</p></li><li><p>Concert</p></li></ol>');
    expect(html).toContain(
      '<table><tbody><tr><td><p><strong>Heure</strong></p></td><td><p><strong>Lieu</strong></p></td></tr>',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be kept/);
  });

  it('keeps a Docs paste’s paragraphs apart and its table, and says its remote image was not kept', () => {
    const { changes } = renderEditor('<p></p>');
    paste(screen.getByRole('textbox', { name: 'Text' }), DOCS_CLIPBOARD_HTML);
    const html = changes.at(-1) ?? '';
    expect(html).toContain(
      '<p>Chaque <strong>mercredi</strong><em> de 18 h à 20 h</em>, au garage.</p><p>Voir',
    );
    expect(html).toContain('<td><p>Pompe</p></td><td><p>Oui</p></td>');
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be kept/);
  });
});
