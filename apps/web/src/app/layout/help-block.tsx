import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { MailIcon } from '../../ui/icons.tsx';

/** Spec §1, §2.3: the portal team helps by e-mail. */
export function HelpBlock() {
  const { t } = useTranslation();
  const { supportEmail } = usePortalConfig();
  // A narrow sidebar breaks the address after its '@', never inside a word (issue #19).
  const at = supportEmail.indexOf('@');
  return (
    <section className="card help-block" aria-labelledby="help-block-title">
      <h2 id="help-block-title" className="help-block__title">
        {t('layout:help.title')}
      </h2>
      <p>{t('layout:help.text')}</p>
      {/* Named by the address itself: the break opportunity must not split it for assistive technology. */}
      <a className="help-block__mail" href={`mailto:${supportEmail}`} aria-label={supportEmail}>
        <MailIcon />
        <span>
          {at < 0 ? (
            supportEmail
          ) : (
            <>
              {supportEmail.slice(0, at + 1)}
              <wbr />
              {supportEmail.slice(at + 1)}
            </>
          )}
        </span>
      </a>
    </section>
  );
}
