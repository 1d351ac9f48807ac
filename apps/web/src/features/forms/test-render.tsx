import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { ContentForms } from './content-forms.tsx';

/** Renders the forms of one content item, as `props` describe it, for a signed-in resident. */
export function renderContentForms(props: ComponentProps<typeof ContentForms>) {
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  renderRoutes([{ path: '/', element: <ContentForms {...props} /> }], services, '/');
  return { user: userEvent.setup() };
}
