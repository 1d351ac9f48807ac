import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices } from '../lib/testing/test-services.tsx';
import { newsListQuery } from '../features/news/api/get-news-list.ts';
import { startFirstScreenData } from './first-screen-data.ts';

const asked = (path: string) => testCampus.requests.filter((request) => request.path === path);

describe('the first screen’s data is asked as the app starts (issue #31)', () => {
  it('asks a returning person’s first news page on /news at once, in the language the screen asks it', async () => {
    const services = createTestServices({ backendToken: 'backend-1', language: 'fr' });
    services.auth.start();
    startFirstScreenData(services, '/news');
    await waitFor(() => {
      expect(asked('/wp/v2/posts')).toHaveLength(1);
    });
    expect(asked('/wp/v2/posts')[0]?.search.get('wpml_language')).toBe('fr');
    // The screen's own query finds it.
    await waitFor(() => {
      expect(services.queryClient.getQueryData(newsListQuery(services.api, 'fr').queryKey)).toBeDefined();
    });
  });

  it('asks nothing for a visitor, nor on another screen', async () => {
    const visitor = createTestServices();
    visitor.auth.start();
    startFirstScreenData(visitor, '/news');
    const person = createTestServices({ backendToken: 'backend-1' });
    person.auth.start();
    startFirstScreenData(person, '/directory/all');
    await waitFor(() => {
      expect(asked('/wp/v2/users/me')).toHaveLength(1);
    });
    expect(asked('/wp/v2/posts')).toEqual([]);
  });
});
