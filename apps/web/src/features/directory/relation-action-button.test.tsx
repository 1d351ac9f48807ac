import type { RelationStatus } from '@campus/domain/relation';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import type { ListedRelation } from '@campus/domain/relation';
import { RelationActionButton } from './relation-action-button.tsx';

const VIEWER = 7;
const OTHER = 9;
const relation = (status: RelationStatus, sender: number): ListedRelation => ({
  id: 1,
  status: 'publish',
  date: '2025-01-01T00:00:00',
  acf: { user_a: sender, user_b: sender === VIEWER ? OTHER : VIEWER, relation_status: status },
  other_user: null,
});

function renderButton(current: ListedRelation | null) {
  const services = createTestServices();
  renderRoutes(
    [
      {
        path: '/directory',
        element: (
          <RelationActionButton
            viewerId={VIEWER}
            otherId={OTHER}
            relation={current}
            onDone={() => undefined}
          />
        ),
      },
    ],
    services,
    '/directory',
  );
}

describe('friend-action button of the person modal (spec §2.3, §4)', () => {
  it.each([
    ['no relation', null, 'button', 'Send a contact request'],
    ['a request the viewer sent', relation('requested', VIEWER), 'button', 'Delete the request'],
    [
      'an accepted request the viewer sent',
      relation('accepted', VIEWER),
      'button',
      'Remove from my contacts',
    ],
    ['a refused request the viewer sent', relation('refused', VIEWER), 'button', 'Delete the request'],
    ['a request the viewer received', relation('requested', OTHER), 'link', 'Answer the request'],
    // §4: the recipient's next action is 'refuse' and the sender's 'delete'; both read as the same removal.
    [
      'an accepted request the viewer received',
      relation('accepted', OTHER),
      'button',
      'Remove from my contacts',
    ],
    ['a refused request the viewer received', relation('refused', OTHER), 'button', 'Accept'],
  ] as const)('offers the next action §4 allows for %s', (_case, current, role, name) => {
    renderButton(current);
    expect(screen.getByRole(role, { name })).toBeInTheDocument();
  });

  it('sends a pending request’s recipient to /friend-request', () => {
    renderButton(relation('requested', OTHER));
    expect(screen.getByRole('link', { name: 'Answer the request' })).toHaveAttribute(
      'href',
      '/friend-request',
    );
  });
});
