import type { ContactFormConfig, GformConfig } from '@campus/domain/content';
import { ContentForms, type ContentFormsProps } from '../../features/forms/content-forms.tsx';

/** What every content item with forms carries: its id, title and acf.form / acf.gform. */
interface ItemWithForms {
  id: number;
  title: { rendered: string };
  acf: { form: ContactFormConfig | null; gform: GformConfig | null };
}

/**
 * The `forms` slot of a content screen (issue #15): the item's contact form and embedded form, from the
 * forms feature, for one post type (an entry names its item by type and id).
 */
export const formsSlot = (postType: ContentFormsProps['postType']) => (item: ItemWithForms) => (
  <ContentForms
    postType={postType}
    postId={item.id}
    itemTitle={item.title.rendered}
    form={item.acf.form}
    gform={item.acf.gform}
  />
);

/**
 * The `forms` slot of a service (§2.6, §2.7), campus or house. Its own module so the house and search
 * screens load the forms, not the routes.
 */
export const serviceForms = formsSlot('service');
