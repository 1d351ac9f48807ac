/**
 * The acf fields news, events, pages and services share, from their seed files' front matter to the
 * WordPress field names the API sends: written once so the content types cannot store them differently.
 */
import type { NewsFrontMatter } from './seed-file-schemas.ts';

/** acf.faq: the item's questions and answers ([] without any). */
export const faqAcf = (faq: NewsFrontMatter['faq']) =>
  (faq ?? []).map((item) => ({ faq_ask: item.question, faq_answer: item.answer }));

/** acf.form: the item's contact form (null without one). */
export const contactFormAcf = (form: NewsFrontMatter['form']) =>
  form === undefined
    ? null
    : {
        form_title: form.title,
        form_email_receiver: form.emailReceiver,
        form_activation: form.active,
      };
