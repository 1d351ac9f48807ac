import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { MailIcon } from '../../ui/icons.tsx';

/** Spec §1, §2.3: the portal team helps by e-mail. */
export function HelpBlock() {
  const { t } = useTranslation();
  const { supportEmail } = usePortalConfig();
  return (
    <section className="card help-block" aria-labelledby="help-block-title">
      <h2 id="help-block-title" className="help-block__title">
        {t('layout.help.title')}
      </h2>
      <p>{t('layout.help.text')}</p>
      <a className="help-block__mail" href={`mailto:${supportEmail}`}>
        <MailIcon />
        {supportEmail}
      </a>
    </section>
  );
}
