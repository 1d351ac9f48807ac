import type { ServicePage } from '@campus/domain/service';
import { ContentForms } from '../features/forms/content-forms.tsx';

/**
 * The `forms` slot of a service (§2.6, §2.7; issue #15), campus or house: its contact form and embedded form,
 * from the forms feature. Its own module so the house and search screens load the forms, not the routes.
 */
export const serviceForms = (service: ServicePage) => (
  <ContentForms
    postType="service"
    postId={service.id}
    itemTitle={service.title.rendered}
    form={service.acf.form}
    gform={service.acf.gform}
  />
);
