import type { FaqItem } from '@campus/domain/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { bothCatalogs } from '../../lib/testing/catalogs.ts';
import { FaqEditor } from './faq-editor.tsx';

/** The editor with its list kept as the item editor keeps it. */
function Editor({ initial }: { initial: FaqItem[] }) {
  const [items, setItems] = useState(initial);
  return <FaqEditor items={items} onChange={setItems} lang="en" />;
}

const question = (ask: string): FaqItem => ({ faq_ask: ask, faq_answer: `About ${ask}` });

function renderEditor(initial: FaqItem[]): { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
      <Editor initial={initial} />
    </I18nextProvider>,
  );
  return { user };
}

describe('the questions and answers editor and the focus (issue #34)', () => {
  it('moving a question up to the top keeps the focus on it: its “down” button, as “up” is disabled there', async () => {
    const { user } = renderEditor([question('Where'), question('When')]);
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('When');
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();
  });

  it('moving a question down, not to the end, keeps the focus on its “down” button', async () => {
    const { user } = renderEditor([question('Where'), question('When'), question('Who')]);
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Where');
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveFocus();
  });

  it('removing the last question puts the focus on the one before; removing the only one, on “Add”', async () => {
    const { user } = renderEditor([question('Where'), question('When')]);
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.queryByRole('textbox', { name: 'Question 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a question' })).toHaveFocus();
  });

  it('adding a question puts the focus in its field', async () => {
    const { user } = renderEditor([question('Where')]);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveFocus();
  });
});
