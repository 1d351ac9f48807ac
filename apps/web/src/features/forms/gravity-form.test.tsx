import { HASHED_LOGIN_PLACEHOLDER } from '@campus/domain/forms';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formsCampus, testField, testForm } from '../../lib/testing/forms-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { renderContentForms } from './test-render.tsx';

const choice = (value: string, text = value, isSelected = false) => ({ text, value, isSelected });

const REGISTRATION = testForm(
  4,
  [
    testField(1, 'section', 'About you', { description: 'Tell us who you are.' }),
    testField(2, 'text', 'Name', { isRequired: true, maxLength: 20 }),
    testField(3, 'email', 'E-mail'),
    testField(4, 'phone', 'Phone'),
    testField(5, 'textarea', 'Comment', { maxLength: 200 }),
    testField(6, 'select', 'Diet', {
      isRequired: true,
      choices: [choice('', 'Choose'), choice('veg', 'Vegetarian')],
    }),
    testField(7, 'checkbox', 'Days', {
      choices: [choice('mon', 'Monday'), choice('tue', 'Tuesday | evening', true)],
    }),
    testField(8, 'radio', 'Size', { choices: [choice('s', 'Small'), choice('m', 'Medium')] }),
    testField(9, 'poll', 'Favourite', { poll_field_type: 'slider', choices: [choice('a')] }),
    testField(10, 'survey', 'Rating', {
      isRequired: true,
      choices: ['1', '2', '3'].map((value) => choice(value)),
    }),
    testField(11, 'hidden', 'Who', { defaultValue: `id-${HASHED_LOGIN_PLACEHOLDER}` }),
  ],
  {
    title: 'Registration',
    confirmations: {
      c: { id: 'c', name: 'Default', isDefault: true, type: 'message', message: 'See you soon!' },
    },
  },
);

function renderForm(formId = REGISTRATION.id) {
  formsCampus.forms = [REGISTRATION];
  return renderContentForms({
    postType: 'page',
    postId: 12,
    itemTitle: 'Welcome',
    form: null,
    gform: { gform: formId, gform_activation: true },
  });
}

const submissions = () => testCampus.requests.filter((request) => request.path.endsWith('/submissions'));

describe('the embedded form renderer (spec §3 field types, §5, §8)', () => {
  it('draws every field type with the §5 rules', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('maxLength', '20');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    // A required select does not offer its empty-value choice.
    const diet = screen.getByRole('combobox', { name: /^Diet/ });
    expect(within(diet).queryByRole('option', { name: 'Choose' })).not.toBeInTheDocument();
    // A pre-selected checkbox, and choice text split on '|' with the first part bold.
    expect(screen.getByRole('checkbox', { name: /Tuesday/ })).toBeChecked();
    expect(screen.getByText('Tuesday').tagName).toBe('STRONG');
    // The survey: one star per choice, in a group named by the field.
    const rating = screen.getByRole('group', { name: /^Rating/ });
    expect(within(rating).getAllByRole('radio', { name: /star/ })).toHaveLength(3);
    expect(screen.getByText('Field type not supported: slider.')).toBeInTheDocument();
  });

  it('shows the message under a missing required field, keeps what was typed, then sends once fixed', async () => {
    const { user } = renderForm();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Alice');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const diet = screen.getByRole('combobox', { name: /^Diet/ });
    expect(diet).toHaveAttribute('aria-invalid', 'true');
    expect(diet).toHaveAccessibleDescription('This field is required.');
    // Issue #34: the first field to correct takes the focus, with its message.
    expect(diet).toHaveFocus();
    expect(name).toHaveValue('Alice');
    expect(submissions()).toHaveLength(0);

    await user.selectOptions(diet, 'veg');
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('See you soon!')).toBeInTheDocument();
    const [sent] = submissions();
    expect(sent?.search.get('language')).toBe('en');
    // The hashed-login placeholder travels as is, with the flag: the server puts the hash in.
    expect(sent?.search.get('hashed_login')).toBe('true');
    expect(sent?.body).toEqual({
      input_2: 'Alice',
      input_6: 'veg',
      input_7_2: 'tue',
      input_10: '3',
      input_11: `id-${HASHED_LOGIN_PLACEHOLDER}`,
    });
  });

  it("shows the server's messages under their fields and keeps the answers", async () => {
    formsCampus.answer = {
      status: 400,
      body: { is_valid: false, validation_messages: { '2': 'Ce nom est déjà pris.' } },
    };
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Diet/ }), 'veg');
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(await screen.findByText('Ce nom est déjà pris.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Ce nom est déjà pris.');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Alice');
  });

  it("says 'You can no longer participate in this form' (§8 'Form unknown error') when the server refuses without a message", async () => {
    formsCampus.answer = { status: 400, body: { is_valid: false, validation_messages: {} } };
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Diet/ }), 'veg');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can no longer participate in this form');
  });

  it("shows a failed request's message in a dark toast and keeps the answers", async () => {
    formsCampus.answer = {
      status: 403,
      body: {
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 403 },
      },
    };
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Diet/ }), 'veg');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    const toast = await within(alert).findByText(
      (_text, element) => element?.className.includes('timed-toast') ?? false,
    );
    expect(toast).toHaveClass('timed-toast--dark');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alice');
  });

  it("falls back to §8's 'Form well submitted' text without a confirmation", async () => {
    const { user } = renderForm();
    formsCampus.forms = [{ ...REGISTRATION, confirmations: {} }];
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Diet/ }), 'veg');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your answer has been recorded.');
  });

  it('gives the focus to the form’s heading when the form gives way to its confirmation (issue #34)', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Alice');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Diet/ }), 'veg');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('status');
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: REGISTRATION.title })).toHaveFocus();
    });
  });

  it('shows the hint of a required select until it is answered, never a blank (§5 keeps its empty choice out)', async () => {
    const { user } = renderForm();
    const diet = await screen.findByRole('combobox', { name: /^Diet/ });
    // The form's own empty-valued choice is the hint: shown in the box, not offered in the list.
    expect(diet).toHaveDisplayValue('Choose');
    const options = () =>
      within(diet)
        .getAllByRole('option', { hidden: true })
        .map((option) => [option.textContent, option.hasAttribute('disabled')]);
    expect(options()).toEqual([
      ['Choose', true],
      ['Vegetarian', false],
    ]);
    await user.selectOptions(diet, 'veg');
    expect(diet).toHaveDisplayValue('Vegetarian');
    expect(options()).toEqual([['Vegetarian', false]]);
  });

  it("shows our 'Choose…' on a required select whose form gives no hint", async () => {
    formsCampus.forms = [
      testForm(5, [
        testField(1, 'select', 'Room', {
          isRequired: true,
          choices: [choice('a', 'Room A'), choice('b', 'Room B')],
        }),
      ]),
    ];
    renderContentForms({
      postType: 'page',
      postId: 12,
      itemTitle: 'Welcome',
      form: null,
      gform: { gform: 5, gform_activation: true },
    });
    expect(await screen.findByRole('combobox', { name: /^Room/ })).toHaveDisplayValue('Choose…');
  });
});

describe('a poll already answered (issue #29)', () => {
  const POLL = testForm(
    6,
    [
      testField(1, 'poll', 'Your film', {
        poll_field_type: 'radio',
        isRequired: true,
        choices: [
          choice('cleo', 'Cleo from 5 to 7 | Agnès Varda, 1962'),
          choice('playtime', 'Playtime | 1967'),
        ],
      }),
      testField(2, 'poll', 'Evenings', {
        poll_field_type: 'checkbox',
        choices: [choice('tuesday', 'Tuesday'), choice('thursday', 'Thursday')],
      }),
      testField(3, 'unique', 'One vote per person'),
    ],
    { title: 'Which film?', button: { text: 'Vote' } },
  );
  const answered = {
    ...POLL,
    submission: { date: '2026-11-20T18:00:00', inputs: { input_1: 'playtime', input_2_2: 'thursday' } },
  };

  function renderPoll() {
    return renderContentForms({
      postType: 'post',
      postId: 3,
      itemTitle: 'Film club',
      form: null,
      gform: { gform: POLL.id, gform_activation: true },
    });
  }

  it('says it was answered and shows the answer the server kept, with no vote to cast again', async () => {
    formsCampus.forms = [answered];
    renderPoll();
    expect(await screen.findByText('You have already answered this form.')).toBeInTheDocument();
    const answers = screen.getByLabelText('Your answer');
    expect(within(answers).getByText('Your film')).toBeInTheDocument();
    expect(within(answers).getByText('Playtime').tagName).toBe('STRONG');
    expect(within(answers).getByText('Thursday')).toBeInTheDocument();
    expect(screen.queryByText('Tuesday')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('after a refused second vote, says so (§8) and shows the earlier answer instead of the form', async () => {
    formsCampus.forms = [POLL];
    formsCampus.answer = { status: 400, body: { is_valid: false, validation_messages: {} } };
    const { user } = renderPoll();
    await user.click(await screen.findByRole('radio', { name: /Cleo/ }));
    // What the server holds: the vote given earlier (from another device).
    formsCampus.forms = [answered];
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can no longer participate in this form');
    expect(await screen.findByText('You have already answered this form.')).toBeInTheDocument();
    expect(screen.getByText('Playtime')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });

  it('after a first vote, shows the confirmation, then the answer when the poll is opened again', async () => {
    formsCampus.forms = [POLL];
    const { user } = renderPoll();
    await user.click(await screen.findByRole('radio', { name: /Playtime/ }));
    formsCampus.forms = [answered];
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your answer has been recorded.');
    // The form was read again: its next reader (this page opened again) finds the answer.
    await waitFor(() => {
      expect(
        testCampus.requests.filter(
          (request) => request.method === 'GET' && request.path === '/gf/v2/forms/6',
        ),
      ).toHaveLength(2);
    });
  });
});
