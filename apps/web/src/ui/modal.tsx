import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFallback } from './use-focus-fallback.ts';
import { useModalIsolation } from './use-modal-isolation.ts';
import './modal.css';

interface ModalProps {
  /** The dialog's accessible name and visible heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Covers the whole screen at every width (spec §2.13's identity modal), not only on phones. */
  fullScreen?: boolean;
  /** Where the focus goes when it opens (a dialog whose first act is typing: its search box); else itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog over the page: focus moves into it and returns where it was on close, Escape or the
 * close button or a click on the backdrop closes it, and the page behind does not scroll. The page behind
 * is inert while it is open, so Tab never leaves the dialog for the page (issues #19, #34: see
 * useModalIsolation).
 */
export function Modal({ title, onClose, children, fullScreen = false, initialFocus }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => {
    onClose();
  });

  useModalIsolation(dialog, initialFocus);
  // A control that leaves the dialog after a save (a failed save's retry, a session ended) hands the focus on.
  useFocusFallback(dialog);
  // Set in the commit that shows the dialog, not after its paint: an Escape pressed as soon as the dialog
  // appears closes it (an end-to-end journey's Escape once landed in between and was lost).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    // The backdrop is only a pointer shortcut for closing: it has no meaning of its own (presentation), and
    // keyboard users close the dialog with Escape or its close button.
    <div
      className={fullScreen ? 'modal__backdrop modal__backdrop--full' : 'modal__backdrop'}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={fullScreen ? 'modal modal--full' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('common:close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
