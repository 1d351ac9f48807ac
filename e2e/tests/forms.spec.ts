import { type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/signed-in.ts';

// The campus front desk of the sample campus (apps/server/seed/campus-services/welcome-desk.*) carries a
// contact form writing to accueil@campus.example and the anonymous satisfaction survey of forms.yaml.
// Accounts the other journeys use little: the identity provider allows 10 sign-ins a minute per account.
const FRONT_DESK = '/services/welcome-desk';
const FRONT_DESK_RECEIVER = 'accueil@campus.example';

interface OutboxMessage {
  to: string;
  subject: string;
  reply_to: string;
  text: string;
}

/** The local outbox of the embedded default, as staff read it (the integration account until roles exist). */
async function outbox(request: APIRequestContext, staffToken: string): Promise<OutboxMessage[]> {
  const answer = await request.get('/wp-json/portal/v1/outbox?per_page=100', {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as OutboxMessage[];
}

test.describe('forms on a service (issue #15)', () => {
  test('a resident writes to the front desk: the toast, the cleared form, and the e-mail in the outbox', async ({
    signedInPage,
    signedInToken,
    request,
  }) => {
    const page = await signedInPage('sofia.garcia', FRONT_DESK);
    const contact = page.getByRole('region', { name: 'Write to the front desk' });
    await expect(contact).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a service with its forms');

    const object = `Parcel for room 214 ${String(Date.now())}`;
    await contact.getByRole('textbox', { name: /^Subject/ }).fill(object);
    await contact.getByRole('textbox', { name: /^Message/ }).fill('Could you keep it until Friday?');
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('status').getByText('Your message has been sent to the relevant department.'),
    ).toBeVisible();
    await expect(contact.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    await expect(contact.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    await expectNoSeriousA11yViolations(page, 'the contact form sent');
    // 'Form Submited' shows for 2 s (§8, §9).
    await expect(
      page.getByRole('status').getByText('Your message has been sent to the relevant department.'),
    ).toBeHidden({
      timeout: 4_000,
    });

    // The queued job keeps the e-mail in the outbox, addressed to the service, from the signed-in person.
    const staff = await signedInToken('integration.api');
    await expect
      .poll(async () => (await outbox(request, staff)).find((message) => message.subject.includes(object)), {
        timeout: 15_000,
      })
      .toMatchObject({ to: FRONT_DESK_RECEIVER, reply_to: 'sofia.garcia@campus.example' });
  });

  test('a survey with a missing required answer says so under the field and keeps the rest, then goes', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('thomas.petit', FRONT_DESK);
    // Thomas reads the portal in French: the survey and its messages are French.
    const survey = page.getByRole('region', { name: 'Votre avis sur l’accueil' });
    await expect(survey).toBeVisible();
    await survey.getByRole('textbox', { name: 'Un mot de plus ?' }).fill('Accueil rapide et souriant.');
    await survey.getByRole('button', { name: 'Envoyer mon avis' }).click();

    const rating = survey.getByRole('group', { name: /^Note globale/ });
    await expect(rating.getByText('Ce champ est obligatoire.')).toBeVisible();
    await expect(rating).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await expect(survey.getByRole('textbox', { name: 'Un mot de plus ?' })).toHaveValue(
      'Accueil rapide et souriant.',
    );
    await expectNoSeriousA11yViolations(page, 'a survey with a missing answer');

    await rating.getByText('★').nth(3).click();
    await expect(rating.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await survey.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(survey.getByText('Merci pour votre avis !')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the survey sent');
  });

  test('a French account sees the contact form in French, its messages too', async ({ signedInPage }) => {
    const page = await signedInPage('chloe.moreau', FRONT_DESK);
    const contact = page.getByRole('region', { name: 'Écrire à l’accueil' });
    await contact.getByRole('button', { name: 'Envoyer' }).click();
    await expect(contact.getByText('Ce champ est obligatoire.')).toHaveCount(2);
    await contact.getByRole('textbox', { name: /^Objet/ }).fill('Badge perdu');
    await contact.getByRole('textbox', { name: /^Message/ }).fill('J’ai perdu mon badge hier soir.');
    await contact.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByRole('status').getByText('Votre message a été transmis au service concerné.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the French contact form sent');
  });
});
