import { act, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderRoutes } from './testing/test-services.tsx';
import { useDocumentTitle } from './use-document-title.ts';

function Titled({
  page,
  section,
  withOutlet = false,
}: {
  page: string | null | undefined;
  section?: string;
  withOutlet?: boolean;
}) {
  useDocumentTitle(page, section);
  return withOutlet ? <Outlet /> : <p>{page}</p>;
}

/** A page with a dialog drawn over it, as /emergency draws its numbers over the services home. */
function PageWithDialog() {
  return (
    <>
      <Titled page="Services" />
      <Titled page="Emergency numbers" />
    </>
  );
}

const routes = [
  {
    path: '/profile',
    element: <Titled page="Profile" withOutlet />,
    children: [
      { path: 'settings', element: <Titled page="Settings" /> },
      { path: 'hobbies', element: <Titled page="Centers of interest" /> },
      { path: 'loading', element: <Titled page={undefined} /> },
    ],
  },
  { path: '/search/users', element: <Titled page="Users" section="Search" /> },
  { path: '/emergency', element: <PageWithDialog /> },
  { path: '/', element: <Titled page={null} /> },
];

describe('useDocumentTitle: one title per view, the innermost view winning', () => {
  it('names a child route, not the layout around it, on a cold load and on moving between children', async () => {
    const { router } = renderRoutes(routes, createTestServices(), '/profile/settings');
    await waitFor(() => {
      expect(document.title).toBe('Settings · Campus portal');
    });
    await act(() => router.navigate('/profile/hobbies'));
    expect(document.title).toBe('Centers of interest · Campus portal');
    await act(() => router.navigate('/profile'));
    expect(document.title).toBe('Profile · Campus portal');
  });

  it('keeps the layout title while a child has nothing to say yet', async () => {
    renderRoutes(routes, createTestServices(), '/profile/loading');
    await waitFor(() => {
      expect(document.title).toBe('Profile · Campus portal');
    });
  });

  it('names a dialog drawn over a page after the dialog', async () => {
    renderRoutes(routes, createTestServices(), '/emergency');
    await waitFor(() => {
      expect(document.title).toBe('Emergency numbers · Campus portal');
    });
  });

  it('puts a tab before its section, and the landing has the bare app name', async () => {
    const { router } = renderRoutes(routes, createTestServices(), '/search/users');
    await waitFor(() => {
      expect(document.title).toBe('Users · Search · Campus portal');
    });
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Campus portal');
  });
});
