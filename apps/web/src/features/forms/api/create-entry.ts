import type { Entry, EntryPostType } from '@campus/domain/forms';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export interface ContactMessage {
  postType: EntryPostType;
  postId: number;
  /** The entry's title: the form's title and the item's. */
  title: string;
  object: string;
  content: string;
}

/**
 * POST /wp/v2/entry (§7): the contact form's own fields only (§5); the server adds the person's name and
 * e-mail from the sign-in and the receiver from the item.
 */
export async function createEntry(api: ApiClient, message: ContactMessage): Promise<Entry> {
  const response = await callEndpoint(api, 'POST /wp/v2/entry', {
    body: {
      status: 'publish',
      title: message.title,
      acf: {
        entry_id_post: message.postId,
        entry_post_type: message.postType,
        entry_datas: [
          { key: 'object', value: message.object },
          { key: 'content', value: message.content },
        ],
      },
    },
  });
  return response.data;
}

export function useCreateEntry() {
  const api = useApiClient();
  return useMutation({ mutationFn: (message: ContactMessage) => createEntry(api, message) });
}
