import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalProviders } from '../../lib/portal-providers.tsx';
import { createTestServices } from '../../lib/testing/test-services.tsx';
import type { StaffMedia } from '@campus/domain/staff';
import { HttpResponse } from 'msw';
import { endpointHandler } from '../../lib/testing/endpoint-handler.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { DOCS_CLIPBOARD_HTML, WORD_CLIPBOARD_HTML } from './paste-fixtures.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function renderEditor(initialHtml = '<p>The film club meets on Friday.</p>'): {
  user: ReturnType<typeof userEvent.setup>;
  changes: string[];
} {
  const user = userEvent.setup();
  const changes: string[] = [];
  render(
    <PortalProviders services={createTestServices()}>
      <RichTextEditor
        label="Text"
        initialHtml={initialHtml}
        onChange={(html) => changes.push(html)}
        lang="en"
      />
    </PortalProviders>,
  );
  return { user, changes };
}

/** A paste as the browser delivers it: jsdom has no DataTransfer, so the event carries a stand-in. */
function paste(target: Element, html: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/html', 'text/plain'],
      files: [],
      items: [],
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'plain' : ''),
    },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('the rich-text editor and the focus (issue #34)', () => {
  it('opens the link form with the focus in its address field, and Escape closes it back on the Link button', async () => {
    const { user } = renderEditor();
    const linkButton = screen.getByRole('button', { name: 'Link' });
    await user.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Link address (https://, mailto: or tel:)' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /Link address/ })).not.toBeInTheDocument();
    expect(linkButton).toHaveAttribute('aria-expanded', 'false');
    expect(linkButton).toHaveFocus();
  });

  it('keeps the focus in the address field when the address is refused, tied to its message', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /Link address/ });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/.+/);
  });
});

describe('a paste into the rich-text editor (issue #33)', () => {
  it('keeps the headings, lists and table of a Word paste, and says its file:/// image was not kept', () => {
    const { changes } = renderEditor('<p></p>');
    paste(screen.getByRole('textbox', { name: 'Text' }), WORD_CLIPBOARD_HTML);
    const html = changes.at(-1) ?? '';
    expect(html).toContain('<h2>Fête de la résidence</h2>');
    expect(html).toContain('<h3>Horaires</h3>');
    expect(html).toMatch(/<ul><li><p>Musique<\/p><ul><li><p>Scène ouverte<\/p><\/li><\/ul><\/li>/);
    expect(html).toContain('<ol><li><p>Accueil</p></li><li><p>Concert</p></li></ol>');
    expect(html).toContain(
      '<table><tbody><tr><td><p><strong>Heure</strong></p></td><td><p><strong>Lieu</strong></p></td></tr>',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be kept/);
  });

  it('keeps a Docs paste’s paragraphs apart and its table, and says its remote image was not kept', () => {
    const { changes } = renderEditor('<p></p>');
    paste(screen.getByRole('textbox', { name: 'Text' }), DOCS_CLIPBOARD_HTML);
    const html = changes.at(-1) ?? '';
    expect(html).toContain(
      '<p>Chaque <strong>mercredi</strong><em> de 18 h à 20 h</em>, au garage.</p><p>Voir',
    );
    expect(html).toContain('<td><p>Pompe</p></td><td><p>Oui</p></td>');
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be kept/);
  });
});

const MEDIA_URL = '/wp-json/portal/v1/staff-media/77/960.webp';

/** The media endpoint as the server answers: the 960 variant's root-relative URL; each body recorded. */
function mediaEndpoint(): Blob[] {
  const uploads: Blob[] = [];
  server.use(
    endpointHandler('POST /portal/v1/staff/media', async ({ request }) => {
      uploads.push(await request.blob());
      const media: StaffMedia = {
        id: 77,
        url: MEDIA_URL,
        width: 960,
        height: 640,
        sizes: { '960': MEDIA_URL },
      };
      return HttpResponse.json(media, { status: 201 });
    }),
  );
  return uploads;
}

describe('images in the text (issue #33)', () => {
  it('uploads a pasted data: image through the media endpoint and puts the media URL in its place', async () => {
    const uploads = mediaEndpoint();
    const { changes } = renderEditor('<p></p>');
    paste(
      screen.getByRole('textbox', { name: 'Text' }),
      '<p>Le jardin</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Le jardin en fleurs">',
    );
    await waitFor(() => {
      expect(changes.at(-1)).toContain(`<img src="${MEDIA_URL}" alt="Le jardin en fleurs">`);
    });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.type).toBe('image/png');
    expect(changes.at(-1)).not.toContain('data:');
  });

  it('adds a chosen image with the Image button, selected, with a warned-about empty text alternative', async () => {
    mediaEndpoint();
    const { user, changes } = renderEditor('<p>Texte</p>');
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'jardin.png', { type: 'image/png' }));
    const alt = await screen.findByRole('textbox', { name: 'Text alternative of the selected image' });
    expect(alt).toHaveAccessibleDescription(/no text alternative/);
    // The editor takes the focus back one animation frame after inserting the image (Tiptap's focus
    // command): a person reaches the field after it, so the test does too, or the frame would land in the
    // middle of the typing and send the rest of it into the text.
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();
    });
    await user.type(alt, 'Le jardin');
    expect(alt).not.toHaveAccessibleDescription(/no text alternative/);
    expect(changes.at(-1)).toContain(`<img src="${MEDIA_URL}" alt="Le jardin">`);
  });

  it('says so when a chosen file is of a type the media endpoint does not take, and sends nothing', async () => {
    const uploads = mediaEndpoint();
    renderEditor('<p>Texte</p>');
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    // The picker filters by its accept list; a file dropped on it or picked with "all files" is not.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('only JPEG, PNG and WebP images are accepted');
    expect(uploads).toHaveLength(0);
  });

  it('says so when the upload fails, and keeps no image', async () => {
    server.use(
      endpointHandler('POST /portal/v1/staff/media', () =>
        HttpResponse.json({ code: 'x', message: 'x', data: { status: 500 } }, { status: 500 }),
      ),
    );
    const { changes } = renderEditor('<p></p>');
    paste(
      screen.getByRole('textbox', { name: 'Text' }),
      '<p>a</p><img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be uploaded');
    await waitFor(() => {
      expect(changes.at(-1)).not.toContain('<img');
    });
  });
});
