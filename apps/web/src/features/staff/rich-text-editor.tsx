import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPastedHtml } from './paste-cleaner.ts';
import { UPLOADABLE_IMAGE_TYPES, useImageUploads } from './rich-text-images.ts';
import { EDITOR_LINK_PROTOCOLS, isAllowedLinkUrl } from './rich-text-rules.ts';
import { TABLE_NODES } from './rich-text-table.ts';

/**
 * The rich-text editor (TipTap): only what the §5 allow-list keeps is offered — headings, bold, italic,
 * underline, lists, links (http, https, mailto, tel), quotes and simple tables. Strike-through and code
 * blocks, which the list would drop or which residents never need, are switched off rather than hidden.
 * Pasted HTML (Word, Google Docs, web pages) is rebuilt by the paste cleaner from an inert document before
 * the editor reads it, and images (pasted, or chosen with the Image button) are uploaded through the media
 * endpoint, each with a text alternative field when selected (issue #33).
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  lang,
  editable = true,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  lang: string;
  /** false when the server says the caller may not edit the item: read, not typed into. */
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  // The editor's handlers are set once, when it is made: they reach the uploads through this ref.
  const uploadsRef = useRef<ReturnType<typeof useImageUploads> | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        strike: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: EDITOR_LINK_PROTOCOLS,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLinkUrl(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      ...TABLE_NODES,
      // Block images; data: ones only for the moment between a paste and their upload.
      Image.configure({ inline: false, allowBase64: true }),
    ],
    content: initialHtml,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang,
        class: 'rich-editor__content',
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html, window.location.origin);
        if (cleaned.refusedImages > 0) uploadsRef.current?.reportRefused();
        else uploadsRef.current?.clearProblem();
        return cleaned.html;
      },
      // An image pasted on its own (a screenshot) comes as a file, without HTML.
      handlePaste: (_view, event) => {
        const data = event.clipboardData;
        if (data === null || data.types.includes('text/html')) return false;
        const files = [...data.files].filter((file) => file.type.startsWith('image/'));
        if (files.length === 0) return false;
        for (const file of files) void uploadsRef.current?.insertFile(file);
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => {
      onChange(updated.getHTML());
    },
  });
  const uploads = useImageUploads(editor);
  useEffect(() => {
    uploadsRef.current = uploads;
  });
  return (
    <div className="rich-editor">
      <span id={labelId} className="staff-field__label">
        {label}
      </span>
      {editable && <Toolbar editor={editor} label={label} onImage={uploads.insertFile} />}
      <EditorContent editor={editor} />
      {editable && <ImageAltField editor={editor} />}
      <p className="staff-field__hint" role="status">
        {uploads.uploading ? t('staff:editor.imageUploading') : ''}
      </p>
      {uploads.problem !== null && (
        <p className="staff-field__error" role="alert">
          {t(`staff:editor.imageProblem.${uploads.problem}`)}
        </p>
      )}
    </div>
  );
}

/**
 * The text alternative of the image selected in the text, read by screen readers in its place. Empty is
 * allowed (a decorative image) but warned about, since most images of news carry information.
 */
function ImageAltField({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const warningId = useId();
  const image = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive('image') ? { alt: String(current.getAttributes('image')['alt'] ?? '') } : null,
  });
  if (image === null) return null;
  const empty = image.alt.trim() === '';
  return (
    <div className="rich-editor__image-alt">
      <label className="staff-field">
        <span>{t('staff:editor.imageAlt')}</span>
        <input
          type="text"
          value={image.alt}
          aria-describedby={empty ? warningId : undefined}
          onChange={(event) => {
            editor.commands.updateAttributes('image', { alt: event.target.value });
          }}
        />
      </label>
      {empty && (
        <p id={warningId} className="staff-field__hint rich-editor__warning">
          {t('staff:editor.imageAltMissing')}
        </p>
      )}
    </div>
  );
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote';

function Toolbar({
  editor,
  label,
  onImage,
}: {
  editor: Editor;
  label: string;
  onImage: (file: File) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const imageButtonId = useId();
  const linkButton = useRef<HTMLButtonElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      link: current.isActive('link'),
    }),
  });
  const toggles: { mark: Mark; run: () => void }[] = [
    { mark: 'bold', run: () => editor.chain().focus().toggleBold().run() },
    { mark: 'italic', run: () => editor.chain().focus().toggleItalic().run() },
    { mark: 'underline', run: () => editor.chain().focus().toggleUnderline().run() },
    { mark: 'bulletList', run: () => editor.chain().focus().toggleBulletList().run() },
    { mark: 'orderedList', run: () => editor.chain().focus().toggleOrderedList().run() },
    { mark: 'blockquote', run: () => editor.chain().focus().toggleBlockquote().run() },
  ];
  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label={t('staff:editor.toolbar', { label })}>
      {([2, 3] as const).map((level) => (
        <button
          key={level}
          type="button"
          className="rich-editor__button"
          aria-pressed={level === 2 ? active.h2 : active.h3}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          {t(level === 2 ? 'staff:editor.heading2' : 'staff:editor.heading3')}
        </button>
      ))}
      {toggles.map(({ mark, run }) => (
        <button
          key={mark}
          type="button"
          className="rich-editor__button"
          aria-pressed={active[mark]}
          onClick={run}
        >
          {t(`staff:editor.${mark}`)}
        </button>
      ))}
      <button
        ref={linkButton}
        type="button"
        className="rich-editor__button"
        aria-pressed={active.link}
        aria-expanded={linkOpen}
        onClick={() => {
          setLinkOpen(!linkOpen);
        }}
      >
        {t('staff:editor.link')}
      </button>
      <button
        id={imageButtonId}
        type="button"
        className="rich-editor__button"
        onClick={() => {
          imageInput.current?.click();
        }}
      >
        {t('staff:editor.image')}
      </button>
      <input
        ref={imageInput}
        type="file"
        accept={UPLOADABLE_IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-labelledby={imageButtonId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (file !== undefined) void onImage(file);
        }}
      />
      {linkOpen && (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
            else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            linkButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/**
 * The link's address, checked against the schemes the editor accepts before it reaches the text. It opens
 * with the focus in its field (the reason it was opened); Escape closes it, back on the Link button.
 */
function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initial);
  const [refused, setRefused] = useState(false);
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, []);
  const apply = () => {
    const trimmed = href.trim();
    if (trimmed !== '' && !isAllowedLinkUrl(trimmed)) {
      setRefused(true);
      return;
    }
    onApply(trimmed);
  };
  return (
    <div className="rich-editor__link">
      <label className="staff-field">
        <span>{t('staff:editor.linkAddress')}</span>
        <input
          ref={field}
          type="url"
          value={href}
          aria-invalid={refused}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setRefused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              // Only the form closes, not a dialog or page around the editor.
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            }
          }}
        />
      </label>
      <button type="button" className="button" onClick={apply}>
        {t('staff:editor.linkApply')}
      </button>
      {refused && (
        <p id={errorId} className="staff-field__error">
          {t('staff:editor.linkRefused')}
        </p>
      )}
    </div>
  );
}
