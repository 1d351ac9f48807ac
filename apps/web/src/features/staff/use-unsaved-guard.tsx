import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Modal } from '../../ui/modal.tsx';

/**
 * Nothing typed is lost by leaving: while `dirty`, a navigation inside the app asks first, and closing or
 * reloading the tab triggers the browser's own warning. Returns the question to render, and a way to let
 * the screen's own next navigation through (a save that has just sent everything, before React re-renders).
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const letNextThrough = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (letNextThrough.current) {
      letNextThrough.current = false;
      return false;
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  const allowNextNavigation = () => {
    letNextThrough.current = true;
  };
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
  if (blocker.state !== 'blocked') return { question: null, allowNextNavigation };
  const question = (
    <Modal
      title={t('staff:unsaved.title')}
      onClose={() => {
        blocker.reset();
      }}
    >
      <p>{t('staff:unsaved.message')}</p>
      <div className="staff-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            blocker.reset();
          }}
        >
          {t('staff:unsaved.stay')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            blocker.proceed();
          }}
        >
          {t('staff:unsaved.leave')}
        </button>
      </div>
    </Modal>
  );
  return { question, allowNextNavigation };
}
