import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPastedHtml } from './paste-cleaner.ts';
import { EDITOR_LINK_PROTOCOLS, isAllowedLinkUrl } from './rich-text-rules.ts';
import { TABLE_NODES } from './rich-text-table.ts';

/**
 * The rich-text editor (TipTap): only what the §5 allow-list keeps is offered — headings, bold, italic,
 * underline, lists, links (http, https, mailto, tel), quotes and simple tables. Strike-through and code
 * blocks, which the list would drop or which residents never need, are switched off rather than hidden.
 * Pasted HTML (Word, Google Docs, web pages) is rebuilt by the paste cleaner from an inert document before
 * the editor reads it (issue #33).
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
  const [pasteNotice, setPasteNotice] = useState<PasteNotice | null>(null);
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
        setPasteNotice(cleaned.refusedImages > 0 ? { refusedImages: cleaned.refusedImages } : null);
        return cleaned.html;
      },
    },
    onUpdate: ({ editor: updated }) => {
      onChange(updated.getHTML());
    },
  });
  return (
    <div className="rich-editor">
      <span id={labelId} className="staff-field__label">
        {label}
      </span>
      {editable && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
      {pasteNotice !== null && (
        <p className="staff-field__error" role="alert">
          {t('staff.editor.imagesRefused')}
        </p>
      )}
    </div>
  );
}

interface PasteNotice {
  refusedImages: number;
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote';

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
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
    <div className="rich-editor__toolbar" role="toolbar" aria-label={t('staff.editor.toolbar', { label })}>
      {([2, 3] as const).map((level) => (
        <button
          key={level}
          type="button"
          className="rich-editor__button"
          aria-pressed={level === 2 ? active.h2 : active.h3}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          {t(level === 2 ? 'staff.editor.heading2' : 'staff.editor.heading3')}
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
          {t(`staff.editor.${mark}`)}
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
        {t('staff.editor.link')}
      </button>
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
        <span>{t('staff.editor.linkAddress')}</span>
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
        {t('staff.editor.linkApply')}
      </button>
      {refused && (
        <p id={errorId} className="staff-field__error">
          {t('staff.editor.linkRefused')}
        </p>
      )}
    </div>
  );
}
