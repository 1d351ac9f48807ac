import type { ContactFormConfig, GformConfig } from '@campus/domain/content';
import type { EntryPostType } from '@campus/domain/forms';
import { ContactForm } from './contact-form.tsx';
import { GravityFormBlock } from './gravity-form.tsx';
import './forms.css';

export interface ContentFormsProps {
  postType: EntryPostType;
  postId: number;
  itemTitle: string;
  /** acf.form: the contact form, shown when activated. */
  form: ContactFormConfig | null;
  /** acf.gform: the embedded form, shown when activated. */
  gform: GformConfig | null;
}

/** The forms of a page, service, event or news item, where the item configures them (§1, §2.6, §2.14). */
export function ContentForms({ postType, postId, itemTitle, form, gform }: ContentFormsProps) {
  return (
    <div className="content-forms">
      {form?.form_activation === true && (
        <ContactForm postType={postType} postId={postId} formTitle={form.form_title} itemTitle={itemTitle} />
      )}
      {gform?.gform_activation === true && gform.gform !== null && <GravityFormBlock formId={gform.gform} />}
    </div>
  );
}
