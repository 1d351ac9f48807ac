import { languageOfLocale, localeOfLanguage, type Language } from '@campus/domain/locale';
import {
  CONFIDENTIALITY_LEVELS,
  SHOW_ITEMS,
  type Confidentiality,
  type ShowItem,
  type User,
  THEMES,
  type Theme,
} from '@campus/domain/user';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { useTagGroup } from '../../entities/person/api/get-tag-group.ts';
import { tagLabel } from '../../entities/tags/tag-label.ts';
import { PushBlockedNotice } from '../../lib/push/push-blocked-notice.tsx';
import { usePushToggle } from '../../lib/push/use-push-toggle.ts';
import { useAutoSave } from './use-auto-save.ts';
import { applyTheme } from '../../lib/theme.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ActiveSessions } from './active-sessions.tsx';
import { CalendarSubscription } from './calendar-subscription.tsx';
import { useCloseModal } from '../../entities/person/close-modal.ts';
import { interestsLine } from './interests-line.ts';
import { PhoneField } from './phone-field.tsx';
import { SaveFailedNotice } from './save-failed-notice.tsx';
import { SavedToast } from './saved-toast.tsx';
import './profile.css';

/** Spec §2.12 /profile/settings. */
export function ProfileSettingsPage() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const close = useCloseModal();
  useDocumentTitle(t('settings:title'));
  return (
    <Modal title={t('settings:title')} onClose={close}>
      {user ? <SettingsForm user={user} /> : <Loading />}
    </Modal>
  );
}

function InterestsRow({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const interests = useTagGroup('interest');
  const mine = new Set(user.acf.tags.map((tag) => tag.term_id));
  const names = (interests.data?.children ?? [])
    .filter((tag) => mine.has(tag.id))
    .map((tag) => tagLabel(tag, i18n.language));
  let summary: string;
  if (interests.isPending) summary = t('common:loading');
  else if (interests.isError) summary = t('settings:interests.error');
  else summary = names.length === 0 ? t('settings:interests.none') : interestsLine(names);
  return (
    <Link className="settings-row settings-row--link" to="/profile/hobbies">
      <span className="settings-row__label">{t('settings:interests.label')}</span>
      <span className="settings-row__value">{summary}</span>
    </Link>
  );
}

function SettingsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { supportEmail, oidc } = usePortalConfig();
  const save = useAutoSave(user.id);
  const push = usePushToggle();
  const [notifications, setNotifications] = useState(user.acf.notifications);
  const [confidentiality, setConfidentiality] = useState<Confidentiality>(user.acf.confidentiality);
  const [show, setShow] = useState<readonly ShowItem[]>(user.acf.show);
  const [language, setLanguage] = useState<Language>(languageOfLocale(user.acf.locale));
  const [theme, setTheme] = useState<Theme>(user.acf.theme);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    // The screen switches at once; the content follows once the profile (and so wpml_language) is saved.
    void i18n.changeLanguage(next);
    void save.saveNow({ locale: localeOfLanguage(next) }).then(() => queryClient.invalidateQueries());
  };

  const emailSubject = encodeURIComponent(t('settings:email.subject'));
  return (
    <div className="profile-form">
      <InterestsRow user={user} />

      <label className="settings-row settings-switch">
        <span className="settings-row__label">{t('settings:notifications.label')}</span>
        <input
          type="checkbox"
          role="switch"
          checked={notifications}
          onChange={(event) => {
            const on = event.target.checked;
            setNotifications(on);
            // This device's pushes follow the setting (§4); elsewhere the setting alone decides. Switched on
            // but refused by the device, it goes back off and stays unsaved: 'granted means subscribed,
            // otherwise unsubscribed', and the notice says why.
            void push.toggle(on).then((outcome) => {
              if (outcome === 'blocked') setNotifications(false);
              else save.change({ notifications: on });
            });
          }}
        />
      </label>
      <PushBlockedNotice blocked={push.blocked} />

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings:privacy.title')}</legend>
        {CONFIDENTIALITY_LEVELS.map((level) => (
          <label key={level} className="settings-choice">
            <input
              type="radio"
              name="confidentiality"
              value={level}
              checked={confidentiality === level}
              onChange={() => {
                setConfidentiality(level);
                save.change({ confidentiality: level });
              }}
            />
            <span>
              {t(`settings:privacy.level.${level}`)}
              <small className="settings-choice__hint">{t(`settings:privacy.hint.${level}`)}</small>
            </span>
          </label>
        ))}
      </fieldset>

      {confidentiality !== 'private' && (
        <fieldset className="settings-group">
          <legend className="settings-group__title">{t('settings:sharing.title')}</legend>
          {SHOW_ITEMS.map((item) => (
            <label key={item} className="settings-row settings-switch">
              <span className="settings-row__label">{t(`settings:sharing.item.${item}`)}</span>
              <input
                type="checkbox"
                role="switch"
                checked={show.includes(item)}
                onChange={(event) => {
                  const next = SHOW_ITEMS.filter((other) =>
                    other === item ? event.target.checked : show.includes(other),
                  );
                  setShow(next);
                  save.change({ show: next });
                }}
              />
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings:language.title')}</legend>
        {(['fr', 'en'] as const).map((option) => (
          <label key={option} className="settings-choice" lang={option}>
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => {
                changeLanguage(option);
              }}
            />
            {t(`settings:language.${option}`)}
          </label>
        ))}
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings:theme.title')}</legend>
        {THEMES.map((option) => (
          <label key={option} className="settings-choice">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => {
                setTheme(option);
                // Seen at once; stored with the profile, so every device of the person follows.
                applyTheme(option);
                save.change({ theme: option });
              }}
            />
            {t(`settings:theme.${option}`)}
          </label>
        ))}
      </fieldset>

      <a className="settings-row settings-row--link" href={`mailto:${supportEmail}?subject=${emailSubject}`}>
        <span className="settings-row__label">{t('settings:email.label')}</span>
        <span className="settings-row__value">{user.email}</span>
      </a>

      {oidc.accountUrl === null ? (
        <p className="settings-row">
          <span className="settings-row__label">{t('settings:password.label')}</span>
          <span className="settings-row__value">{t('settings:password.managedElsewhere')}</span>
        </p>
      ) : (
        <a
          className="settings-row settings-row--link"
          href={oidc.accountUrl}
          target="_blank"
          rel="noreferrer"
        >
          <span className="settings-row__label">{t('settings:password.label')}</span>
          <span className="settings-row__value">{t('settings:password.change')}</span>
        </a>
      )}

      <PhoneField
        initial={user.acf.mobilephone}
        saving={save.saving}
        onChange={(mobilephone) => {
          save.change({ mobilephone });
        }}
        onSave={(mobilephone) => void save.saveNow({ mobilephone })}
      />
      <SaveFailedNotice save={save} />
      <CalendarSubscription />
      <ActiveSessions />
      <SavedToast count={save.savedCount} />
    </div>
  );
}
