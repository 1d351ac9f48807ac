import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SiteFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      {children}
      <p className="site-footer__text">
        {t('common:appName')} · {t('layout:footer.text')}
      </p>
    </footer>
  );
}
