import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { expectFocusHeld, heldBack } from '../../lib/testing/focus.ts';
import { formsCampus } from '../../lib/testing/forms-fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { renderContentForms } from './test-render.tsx';

function renderContactForm() {
  return renderContentForms({
    postType: 'service',
    postId: 31,
    itemTitle: 'IT help',
    form: { form_title: 'Ask for help', form_activation: true, form_email_receiver: 'it@campus.example' },
    gform: null,
  });
}

const entries = () => testCampus.requests.filter((request) => request.path === '/wp/v2/entry');

describe('the contact form (spec §3, §5, §8)', () => {
  it("sends only its own fields, says §8's 'Form Submited' text for 2 s and clears the form", async () => {
    const { user } = renderContactForm();
    expect(screen.getByRole('heading', { name: 'Ask for help' })).toBeInTheDocument();
    // §5: the person's name and e-mail are not fields: the server takes them from the sign-in.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Wi-Fi');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'It drops every hour.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Your message has been sent to the relevant department.');
    expect(entries()[0]?.body).toEqual({
      status: 'publish',
      title: 'Ask for help — IT help',
      acf: {
        entry_id_post: 31,
        entry_post_type: 'service',
        entry_datas: [
          { key: 'object', value: 'Wi-Fi' },
          { key: 'content', value: 'It drops every hour.' },
        ],
      },
    });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    await waitForElementToBeRemoved(
      () => screen.queryByText('Your message has been sent to the relevant department.'),
      { timeout: 3_000 },
    );
  });

  it("says §8's 'Form Not Submited' text on a failure and keeps what was typed", async () => {
    formsCampus.entryStatus = 500;
    const { user } = renderContactForm();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Wi-Fi');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'It drops every hour.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Wi-Fi');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('It drops every hour.');
  });

  it('asks for the subject and the message before sending anything', async () => {
    const { user } = renderContactForm();
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const object = screen.getByRole('textbox', { name: /^Subject/ });
    expect(object).toHaveAttribute('aria-invalid', 'true');
    expect(object).toHaveAccessibleDescription('This field is required.');
    expect(entries()).toHaveLength(0);
  });

  it('gives the focus to the first field to correct when sending is refused (issue #34)', async () => {
    const { user } = renderContactForm();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Heating');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: /^Subject/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveFocus();
    expect(entries()).toHaveLength(0);
  });

  it("reads 'Objet' and §8's texts in natural French for a French reader", async () => {
    testCampus.me = testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' });
    const { user } = renderContactForm();
    await user.type(await screen.findByRole('textbox', { name: /^Objet/ }), 'Wi-Fi');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Il coupe toutes les heures.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre message a été transmis au service concerné.',
    );
  });

  it('keeps the focus on Send while the message is sent (issue #34)', async () => {
    const { user } = renderContactForm();
    const held = heldBack();
    server.use(
      http.post('*/wp-json/wp/v2/entry', async () => {
        await held.released;
        return undefined;
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Wi-Fi');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'It drops every hour.');
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await user.keyboard('{Enter}');
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expectFocusHeld(sending);
    held.release();
    await screen.findByRole('status');
    await waitFor(() => {
      expectFocusHeld(screen.getByRole('button', { name: 'Send' }));
    });
  });
});
