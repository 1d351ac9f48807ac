import { PHOTO_MAX_BYTES } from '@campus/domain/photo';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { uploadStaffMedia } from './api/upload-staff-media.ts';

/**
 * Images inside the text (issue #33): each one goes through the media endpoint (POST /staff/media, which
 * re-encodes it without metadata) and the text keeps the portal's own URL, the only one the §5 rules let
 * residents see (isOwnImageUrl). An image that cannot go there is never dropped silently: the editor says why.
 */

/** The types the media endpoint takes (apps/server/src/routes/staff-media.ts), as a file input's accept. */
export const UPLOADABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ImageProblem = 'refused' | 'wrong-type' | 'too-large' | 'upload-failed';

/** What stops a file from being uploaded, checked before sending it: its type and its size. */
export function imageFileProblem(file: Blob): ImageProblem | null {
  if (!(UPLOADABLE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > PHOTO_MAX_BYTES) return 'too-large';
  return null;
}

/**
 * A pasted data: image as the file it encodes. Decoded here rather than fetched: the page's CSP lets the
 * portal connect to itself only, and the bytes are already in hand.
 */
export function dataUriToBlob(uri: string): Blob | null {
  const [, type, base64] = /^data:([\w/+.-]+);base64,(.*)$/is.exec(uri.trim()) ?? [];
  if (type === undefined || base64 === undefined) return null;
  try {
    const binary = atob(base64.replace(/\s+/g, ''));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new Blob([bytes], { type: type.toLowerCase() });
  } catch {
    return null;
  }
}

/** Uploads a file, or says why it cannot be: the media's URL, or the problem. */
export async function uploadImage(
  api: ApiClient,
  file: Blob,
): Promise<{ url: string } | { problem: ImageProblem }> {
  const problem = imageFileProblem(file);
  if (problem !== null) return { problem };
  try {
    const media = await uploadStaffMedia(api, file);
    return { url: media.url };
  } catch {
    return { problem: 'upload-failed' };
  }
}

/** Where each image node with this src sits in the document (a pasted image may appear more than once). */
function imagePositions(editor: Editor, src: string): number[] {
  const positions: number[] = [];
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === 'image' && node.attrs['src'] === src) positions.push(position);
  });
  return positions;
}

/** Puts the media URL in place of a data: image once uploaded, or takes the image out if it cannot be. */
function settlePastedImage(editor: Editor, src: string, url: string | null): void {
  const positions = imagePositions(editor, src);
  if (positions.length === 0) return;
  let chain = editor.chain();
  // From the end, so that removing one image does not move the positions of those before it.
  for (const position of positions.reverse()) {
    chain = chain.command(({ tr }) => {
      const node = tr.doc.nodeAt(position);
      if (node === null) return false;
      if (url === null) tr.delete(position, position + node.nodeSize);
      else tr.setNodeMarkup(position, undefined, { ...node.attrs, src: url });
      return true;
    });
  }
  chain.run();
}

/**
 * Uploads of the editor's images: the data: images a paste brings in (found after each change), and the
 * files an editor picks or pastes on their own. `uploading` counts those under way; `problem` is the last
 * reason an image could not be kept, until the next one is uploaded.
 */
export function useImageUploads(editor: Editor | null) {
  const api = useApiClient();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const started = useRef(new Set<string>());

  useEffect(() => {
    if (editor === null) return;
    const uploadPasted = () => {
      const pending = new Set<string>();
      editor.state.doc.descendants((node) => {
        const src: unknown = node.attrs['src'];
        if (node.type.name === 'image' && typeof src === 'string' && src.startsWith('data:'))
          pending.add(src);
      });
      for (const src of pending) {
        if (started.current.has(src)) continue;
        started.current.add(src);
        const file = dataUriToBlob(src);
        setUploading((count) => count + 1);
        void (file === null ? Promise.resolve({ problem: 'wrong-type' as const }) : uploadImage(api, file))
          .then((result) => {
            if ('url' in result) {
              settlePastedImage(editor, src, result.url);
            } else {
              settlePastedImage(editor, src, null);
              setProblem(result.problem);
            }
          })
          .finally(() => {
            started.current.delete(src);
            setUploading((count) => count - 1);
          });
      }
    };
    editor.on('update', uploadPasted);
    return () => {
      editor.off('update', uploadPasted);
    };
  }, [api, editor]);

  /** A file chosen with the Image button or pasted alone: uploaded, then inserted and selected. */
  const insertFile = async (file: Blob) => {
    if (editor === null) return;
    setProblem(null);
    setUploading((count) => count + 1);
    try {
      const result = await uploadImage(api, file);
      if ('problem' in result) {
        setProblem(result.problem);
        return;
      }
      editor.chain().focus().setImage({ src: result.url, alt: '' }).run();
      // Selected, so that its text alternative field shows at once.
      const position = imagePositions(editor, result.url).at(-1);
      if (position !== undefined) editor.commands.setNodeSelection(position);
    } finally {
      setUploading((count) => count - 1);
    }
  };

  return {
    uploading: uploading > 0,
    problem,
    insertFile,
    /** A paste left images out (another site, the copier's disk): said like any other problem. */
    reportRefused: () => {
      setProblem('refused');
    },
    clearProblem: () => {
      setProblem(null);
    },
  };
}
