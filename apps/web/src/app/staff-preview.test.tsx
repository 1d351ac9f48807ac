import type { StaffPreview } from '@campus/domain/staff-preview';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointHandler } from '../lib/testing/endpoint-handler.ts';
import { server } from '../lib/testing/msw-server.ts';
import {
  STAFF_HOUSES,
  staffCampus,
  testCampusEditor,
  testHouseEditor,
  testStaffItem,
} from '../lib/testing/staff-fixtures.ts';
import { renderApp } from './testing/render-app.tsx';

/**
 * The staff console's preview and its signed link (issue #33): "the residents' own card and detail, styled,
 * at phone and desktop width, in both languages; a signed preview link a colleague with a staff role can
 * open". Rendered through the real route table, so the preview is the app's slot with the news components.
 */

const TOKEN = 'AQAAAAEAAAAMaSYXgAAAAAAAAA~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function sharedPreview(extra: Partial<StaffPreview> = {}): StaffPreview {
  return {
    type: 'post',
    group: 'news:7',
    status: 'draft',
    houses: [{ id: STAFF_HOUSES.bresil.id, name: 'Maison du Brésil' }],
    fr: {
      title: 'Fête de la musique',
      content: '<p>Concert au salon.</p>',
      excerpt: '<p>Le résumé</p>',
      faq: [],
    },
    en: {
      title: 'Music day',
      content: '<p>A concert in the lounge.</p>',
      excerpt: '<p>The summary</p>',
      faq: [],
    },
    image_url: null,
    sticky: false,
    modified: '2026-11-26T10:00:00',
    changed_since_shared: false,
    shared_by: { display_name: 'Paul Durand' },
    expires: '2026-12-03T10:00:00.000Z',
    ...extra,
  };
}

describe('the editor preview (issue #33)', () => {
  it("draws the residents' card and the detail it opens, in the language and at the width chosen", async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [
      testStaffItem('7', {
        fr: {
          title: 'Titre 7',
          content: '<p>Voir <a href="/news">la liste</a></p>',
          excerpt: '<p>Résumé 7</p>',
          faq: [],
        },
        en: { title: 'Title 7', content: '<p>Hello</p>', excerpt: '<p>Summary 7</p>', faq: [] },
      }),
    ];
    renderApp('/staff/items/post/7');
    const preview = await screen.findByRole('region', { name: 'Preview — as residents will see it' });
    const frame = within(preview).getByTestId('staff-preview-frame');
    // In French first, at phone width: the card in the list and the opened detail, each labelled.
    expect(frame).toHaveClass('staff-preview__frame--phone');
    expect(frame).toHaveAttribute('lang', 'fr');
    const card = within(frame).getByRole('region', { name: 'In the list' });
    expect(within(card).getByTestId('news-card')).toHaveTextContent('Titre 7');
    // The house the item belongs to is its author, dated now rather than "in 0 seconds".
    expect(within(card).getByTestId('news-card')).toHaveTextContent(STAFF_HOUSES.bresil.name);
    expect(within(card).getByTestId('news-card')).toHaveTextContent('maintenant');
    const detail = within(frame).getByRole('region', { name: 'Opened' });
    expect(within(detail).getByRole('heading', { name: 'Titre 7' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('Résumé 7');

    await user.click(within(preview).getByRole('button', { name: 'English' }));
    await user.click(within(preview).getByRole('button', { name: 'Desktop' }));
    expect(within(preview).getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
    expect(frame).toHaveClass('staff-preview__frame--desktop');
    expect(frame).toHaveAttribute('lang', 'en');
    expect(within(frame).getByTestId('news-card')).toHaveTextContent('Title 7');
  });

  it('keeps the editor open when a link inside the preview is clicked', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [
      testStaffItem('9', {
        type: 'event',
        start: '2026-12-01T18:00',
        end: '2026-12-01T20:00',
        fr: {
          title: 'Soirée 9',
          content: '<p>Voir <a href="/news">la liste</a></p>',
          faq: [],
          locations: [{ name: 'Grand salon', url: '', place: 'grand-salon' }],
          practical: '',
        },
      }),
    ];
    const { router } = renderApp('/staff/items/event/9');
    const preview = await screen.findByRole('region', { name: 'Preview — as residents will see it' });
    // The event card's title and the place are the router's links; the text's link a plain one.
    await user.click(within(preview).getByRole('link', { name: 'Soirée 9' }));
    await user.click(within(preview).getByRole('link', { name: 'Grand salon' }));
    // No navigation even started (the residents' screens load lazily, so a started one would be pending).
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/staff/items/event/9');
    expect(fireEvent.click(within(preview).getByRole('link', { name: 'la liste' }))).toBe(false);
    expect(screen.getByRole('region', { name: 'Preview — as residents will see it' })).toBeInTheDocument();
  });

  it('shares a signed link to the saved item (POST …/preview-link) and copies it, saying so', async () => {
    const user = userEvent.setup();
    staffCampus.me = testCampusEditor();
    staffCampus.items = [testStaffItem('7')];
    const asked: string[] = [];
    server.use(
      endpointHandler('POST /portal/v1/staff/items/{type}/{group}/preview-link', ({ params }) => {
        asked.push(`${String(params.type)} ${String(params.group)}`);
        return HttpResponse.json(
          { url: `http://localhost/staff/preview/${TOKEN}`, expires: '2026-12-03T10:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    renderApp('/staff/items/post/7');
    const preview = await screen.findByRole('region', { name: 'Preview — as residents will see it' });
    await user.click(within(preview).getByRole('button', { name: 'Share a preview link' }));
    const link = await within(preview).findByRole('textbox', { name: 'Preview link' });
    expect(asked).toEqual(['post 7']);
    expect(link).toHaveValue(`http://localhost/staff/preview/${TOKEN}`);
    await waitFor(() => {
      expect(link).toHaveFocus();
    });
    expect(preview).toHaveTextContent(/Valid until/);
    await user.click(within(preview).getByRole('button', { name: 'Copy the link' }));
    expect(await within(preview).findByRole('status')).toHaveTextContent('Link copied.');
    expect(await navigator.clipboard.readText()).toBe(`http://localhost/staff/preview/${TOKEN}`);
  });

  it('offers no link for a new item: nothing is saved to share yet', async () => {
    staffCampus.me = testCampusEditor();
    renderApp('/staff/items/post/new');
    await screen.findByRole('region', { name: 'Preview — as residents will see it' });
    expect(screen.queryByRole('button', { name: 'Share a preview link' })).not.toBeInTheDocument();
  });
});

describe('a shared preview link (issue #33)', () => {
  it('shows a colleague the item (GET /staff/preview/{token}) read only, with who shared it and until when', async () => {
    const user = userEvent.setup();
    staffCampus.me = testHouseEditor();
    const asked: string[] = [];
    server.use(
      endpointHandler('GET /portal/v1/staff/preview/{token}', ({ params }) => {
        asked.push(String(params.token));
        return HttpResponse.json(sharedPreview({ changed_since_shared: true }));
      }),
    );
    renderApp(`/staff/preview/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preview of “Fête de la musique”' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([TOKEN]);
    expect(screen.getByText(/Shared by Paul Durand\. The link is valid until/)).toBeInTheDocument();
    expect(screen.getByText(/saved again after the link was shared/)).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview — as residents will see it' });
    expect(within(preview).getByTestId('news-card')).toHaveTextContent('Fête de la musique');
    expect(within(preview).getByTestId('news-card')).toHaveTextContent('Maison du Brésil');
    await user.click(within(preview).getByRole('button', { name: 'English' }));
    expect(within(preview).getByTestId('news-card')).toHaveTextContent('Music day');
    // Read only: nothing to type into, no action on the item.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share a preview link' })).not.toBeInTheDocument();
  });

  it('says an expired link has expired, and a wrong one is not valid', async () => {
    staffCampus.me = testHouseEditor();
    const refusal = { code: 'rest_preview_link_expired', message: 'This preview link has expired.' };
    server.use(
      endpointHandler('GET /portal/v1/staff/preview/{token}', () =>
        HttpResponse.json({ ...refusal, data: { status: 404 } }, { status: 404 }),
      ),
    );
    const { unmount } = renderApp(`/staff/preview/${TOKEN}`);
    expect(
      await screen.findByText('This preview link has expired. Ask your colleague for a new one.'),
    ).toBeInTheDocument();
    unmount();

    refusal.code = 'rest_preview_link_invalid';
    renderApp(`/staff/preview/${TOKEN}`);
    expect(await screen.findByText(/This preview link is not valid/)).toBeInTheDocument();
  });

  it('tells a form reader that links open for editors only (403)', async () => {
    staffCampus.me = testHouseEditor({ roles: ['form-reader'], houses: [] });
    server.use(
      endpointHandler('GET /portal/v1/staff/preview/{token}', () =>
        HttpResponse.json(
          {
            code: 'rest_forbidden',
            message: 'Sorry, you are not allowed to do that.',
            data: { status: 403 },
          },
          { status: 403 },
        ),
      ),
    );
    renderApp(`/staff/preview/${TOKEN}`);
    expect(
      await screen.findByText('Preview links open for campus and house editors only.'),
    ).toBeInTheDocument();
  });

  it('gives a resident the console\'s "no access", without asking for the preview', async () => {
    const asked: string[] = [];
    server.use(
      endpointHandler('GET /portal/v1/staff/preview/{token}', ({ params }) => {
        asked.push(String(params.token));
        return HttpResponse.json(sharedPreview());
      }),
    );
    renderApp(`/staff/preview/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'No access to the staff console' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
