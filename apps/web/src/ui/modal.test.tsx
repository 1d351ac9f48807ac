import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { Modal } from './modal.tsx';
import { bothCatalogs } from '../lib/testing/catalogs.ts';

/** A page with a button that opens the modal, as the screens use it. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      {open && (
        <Modal
          title="Details"
          onClose={() => {
            setOpen(false);
          }}
        >
          <p>Inside the dialog</p>
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
      <Page />
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Details' }) };
}

describe('Modal', () => {
  it('takes the focus, and gives it back to the opener when Escape closes it', async () => {
    const { user, dialog } = await openModal();
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps the page behind out of reach while open (inert), and gives it back on close', async () => {
    const { user } = await openModal();
    const opener = screen.getByRole('button', { name: 'Open', hidden: true });
    expect(opener).toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(opener).not.toHaveAttribute('inert');
  });

  it('closes with its close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click inside the dialog', async () => {
    const { user } = await openModal();
    await user.click(screen.getByText('Inside the dialog'));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('presentation'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes a part of the page rendered after it opened inert too, and frees it on close (issue #34)', async () => {
    /** The modal's route renders first; the shell's "My account" column arrives later (a direct load). */
    function LatePage() {
      const [open, setOpen] = useState(true);
      const [asideShown, setAsideShown] = useState(false);
      return (
        <>
          {open && (
            <Modal
              title="Direct"
              onClose={() => {
                setOpen(false);
              }}
            >
              <button
                type="button"
                onClick={() => {
                  setAsideShown(true);
                }}
              >
                Render the aside
              </button>
            </Modal>
          )}
          {asideShown && (
            <aside>
              <button type="button">Log out</button>
            </aside>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
        <LatePage />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Render the aside' }));
    const aside = screen.getByRole('complementary', { hidden: true });
    await waitFor(() => {
      expect(aside).toHaveAttribute('inert');
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(aside).not.toHaveAttribute('inert');
  });

  it('with no opener (a direct load), gives the focus to the main heading on close', async () => {
    function DirectPage() {
      const [open, setOpen] = useState(true);
      return (
        <main id="main" tabIndex={-1}>
          <h1>News</h1>
          {open && (
            <Modal
              title="Direct"
              onClose={() => {
                setOpen(false);
              }}
            >
              <p>Loaded directly</p>
            </Modal>
          )}
        </main>
      );
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en', bothCatalogs)}>
        <DirectPage />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Direct' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'News' })).toHaveFocus();
    });
  });
});
