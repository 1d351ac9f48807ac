import { WIZARD_TOAST_MS } from '@campus/domain/constants';
import { localeOfLanguage, type Language } from '@campus/domain/locale';
import type { User } from '@campus/domain/user';
import {
  CURSUS_TAG_GROUPS,
  isWizardStep,
  wizardSlugsAfter,
  wizardStepsFor,
  type WizardStep,
} from '@campus/domain/wizard';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import type { ProfileChanges } from '@campus/domain/profile-update';
import { useTagGroup } from '../../entities/person/api/get-tag-group.ts';
import { useUpdateProfile } from '../../entities/person/api/update-profile.ts';
import { usePhotoUpload } from '../../entities/person/use-photo-upload.ts';
import { PushBlockedNotice } from '../../lib/push/push-blocked-notice.tsx';
import { usePushToggle } from '../../lib/push/use-push-toggle.ts';
import {
  dueWizardStep,
  rememberNotificationsStep,
  wizardProgress,
} from '../../entities/person/wizard-progress.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { TimedToast } from '../../ui/timed-toast.tsx';
import { useModalIsolation } from '../../ui/use-modal-isolation.ts';
import {
  AnnuaireStep,
  CursusStep,
  DoneStep,
  InterestsStep,
  LanguageStep,
  NotificationsStep,
  PhotoStep,
} from './wizard-step-views.tsx';
import { wizardStepProblem, type WizardDraft, type WizardProblem } from './wizard-validation.ts';
import './wizard.css';

const PROBLEM_MESSAGES = {
  noPicture: 'wizard:toast.noPicture',
  noCursus: 'wizard:toast.noCursus',
  tooFewInterests: 'wizard:toast.tooFewInterests',
  failedSave: 'wizard:toast.failedSave',
} as const;

/** Spec §2.15 /wizard and /wizard/{slug}: the first-login wizard as a full-screen modal. */
export function WizardPage() {
  const { user } = useConnection();
  const { slug } = useParams();
  if (!user) return <Loading />;
  const steps = wizardStepsFor(user.acf.user_gia_type);
  const step = slug !== undefined && isWizardStep(slug) && steps.includes(slug) ? slug : null;
  if (step === null) {
    // /wizard, or a step this person does not have: the first pending one (the guard handles none due).
    const due = dueWizardStep(user, localStorage);
    return <Navigate to={due === null ? '/news' : `/wizard/${due}`} replace />;
  }
  return <Wizard key={user.id} user={user} steps={steps} step={step} />;
}

function initialDraft(user: User): WizardDraft {
  const tags = new Set(user.acf.tags.map((tag) => tag.term_id));
  return {
    photo: user.acf.photo,
    cursus: { establishment: null, discipline: null, study_year: null },
    interests: tags,
  };
}

function Wizard({ user, steps, step }: { user: User; steps: readonly WizardStep[]; step: WizardStep }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useUpdateProfile(user.id);
  const upload = usePhotoUpload();
  const [draft, setDraft] = useState(() => initialDraft(user));
  const interestGroup = useTagGroup('interest');
  const [notifications, setNotifications] = useState(user.acf.notifications);
  const push = usePushToggle();
  const [toast, setToast] = useState<{ problem: WizardProblem | 'failedSave'; id: number } | null>(null);
  useDocumentTitle(t(`wizard:step.${step}`));
  const wizard = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useModalIsolation(wizard, heading);
  // Each step replaces the button that moved to it: focus goes to the new step's heading, not <body>.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const index = steps.indexOf(step);
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;
  const interestIds = new Set(interestGroup.data?.children.map((tag) => tag.id));
  // Only interest tags count towards the minimum (a resident also holds role and cursus tags).
  const problem = wizardStepProblem(step, {
    ...draft,
    interests: new Set([...draft.interests].filter((id) => interestIds.has(id))),
  });
  const showToast = (next: WizardProblem | 'failedSave') => {
    setToast((previous) => ({ problem: next, id: (previous?.id ?? 0) + 1 }));
  };

  /** The whole tag set (spec §7: the server replaces it): the person's tags plus the chosen cursus. */
  const tagsToSave = (): string[] => {
    const cursusIds = CURSUS_TAG_GROUPS.map((group) => draft.cursus[group]).filter((id) => id !== null);
    return [...new Set([...draft.interests, ...cursusIds])].map(String);
  };

  const stepChanges = (): ProfileChanges => {
    switch (step) {
      case 'language':
        return { locale: localeOfLanguage(i18n.language === 'fr' ? 'fr' : 'en') };
      case 'photo':
        return { photo: draft.photo };
      case 'cursus':
      case 'interests':
        return { tags: tagsToSave() };
      case 'notifications':
        return { notifications };
      case 'annuaire':
      case 'done':
        return {};
    }
  };

  const next = async () => {
    if (problem !== null) {
      showToast(problem);
      return;
    }
    const storage = localStorage;
    if (step === 'notifications') rememberNotificationsStep(storage, user.username);
    try {
      await save.mutateAsync({
        ...stepChanges(),
        wizard: wizardSlugsAfter(wizardProgress(user, storage), step),
      });
    } catch {
      showToast('failedSave');
      return;
    }
    const following = steps[index + 1];
    void navigate(following === undefined ? '/news' : `/wizard/${following}`, { replace: isLast });
  };

  const header = (
    <div className="wizard__header">
      {isFirst ? (
        <span className="wizard__back-placeholder" />
      ) : (
        <button
          type="button"
          className="icon-button wizard__back"
          aria-label={t('wizard:back')}
          onClick={() => void navigate(`/wizard/${steps[index - 1] ?? ''}`)}
        >
          <span aria-hidden="true">←</span>
        </button>
      )}
      <div
        className="wizard__progress"
        role="progressbar"
        aria-label={t('wizard:progress')}
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={index + 1}
        aria-valuetext={t('wizard:progressText', { current: index + 1, total: steps.length })}
      >
        <span
          className="wizard__progress-bar"
          style={{ width: `${String(((index + 1) / steps.length) * 100)}%` }}
        />
      </div>
    </div>
  );

  return (
    <div ref={wizard} className="wizard" role="dialog" aria-modal="true" aria-labelledby="wizard-title">
      <div className="wizard__panel">
        {header}
        <h1 id="wizard-title" className="wizard__title" ref={heading} tabIndex={-1}>
          {t(`wizard:step.${step}`)}
        </h1>
        <div className="wizard-step">
          {step === 'language' && (
            <LanguageStep
              locale={localeOfLanguage(i18n.language === 'fr' ? 'fr' : 'en')}
              onChange={(language: Language) => void i18n.changeLanguage(language)}
            />
          )}
          {step === 'photo' && (
            <PhotoStep
              photo={draft.photo}
              state={upload.state}
              onTake={(source) => {
                void upload.take(source).then((photo) => {
                  if (photo !== null) setDraft((previous) => ({ ...previous, photo }));
                });
              }}
            />
          )}
          {step === 'cursus' && (
            <CursusStep
              cursus={draft.cursus}
              onChange={(cursus) => {
                setDraft((previous) => ({ ...previous, cursus }));
              }}
            />
          )}
          {step === 'notifications' && (
            <>
              <NotificationsStep
                enabled={notifications}
                onChange={(on) => {
                  setNotifications(on);
                  // Refused by the device, the switch goes back off (§4): the step saves what is true.
                  void push.toggle(on).then((outcome) => {
                    if (outcome === 'blocked') setNotifications(false);
                  });
                }}
              />
              <PushBlockedNotice blocked={push.blocked} />
            </>
          )}
          {step === 'annuaire' && <AnnuaireStep />}
          {step === 'interests' && (
            <InterestsStep
              selected={draft.interests}
              onChange={(interests) => {
                setDraft((previous) => ({ ...previous, interests }));
              }}
            />
          )}
          {step === 'done' && <DoneStep firstName={user.first_name} />}
        </div>
        <div className="wizard__actions">
          <BusyButton
            // Looks inactive until the step's conditions hold (spec §4), yet stays clickable so that a
            // click says what is missing (spec §5 toasts) instead of leaving the person guessing.
            className={`button button--primary button--large${problem === null ? '' : ' wizard__next--incomplete'}`}
            busy={save.isPending || upload.state === 'working'}
            onClick={() => void next()}
          >
            {isFirst
              ? t('wizard:button.start')
              : isLast
                ? t('wizard:button.finish')
                : t('wizard:button.next')}
          </BusyButton>
        </div>
      </div>
      {/* Mounted with the wizard, empty until a step refuses: a region that arrives with its message may
          not be announced (issue #34). */}
      <TimedToast
        message={toast ? t(PROBLEM_MESSAGES[toast.problem]) : null}
        durationMs={WIZARD_TOAST_MS}
        id={toast ? toast.id : 0}
        tone="danger"
      />
    </div>
  );
}
