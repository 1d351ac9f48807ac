import type { Language } from '@campus/domain/locale';
import type { StaffContentType } from '@campus/domain/staff';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ITEM_LANGUAGES, type ItemDraft, type TranslationDraft } from './item-draft.ts';
import { withPlaceChosen, type PlaceChoice } from './place-choice.ts';
import type { ServerRefusal } from './server-errors.ts';
import { TranslationFields } from './translation-fields.tsx';

/**
 * From 1024 px French and English sit side by side, each column wide enough to write in (420 px and
 * more at 1280 px, issue #33); below it they are two tabs. The same width as in staff.css.
 */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

const hasErrors = (fields: Readonly<Record<string, string>> | undefined) =>
  fields !== undefined && Object.keys(fields).length > 0;

/** The first language whose fields the server refused, in the order of the screen. */
const firstRefused = (errors: ServerRefusal['fields'] | undefined) =>
  ITEM_LANGUAGES.find((language) => hasErrors(errors?.[language]));

/**
 * The two languages of an item: columns on wide screens, tabs (WAI-ARIA tabs, arrow keys) on narrower
 * ones. Both stay mounted (a hidden tab keeps its rich-text editor as typed); a refusal naming a field of
 * the hidden language brings its tab forward before the editor focuses the field (item-editor.tsx), and a
 * tab whose fields were refused carries a marker.
 */
export function ItemTranslations({
  type,
  draft,
  errors,
  editable,
  onChange,
}: {
  type: StaffContentType;
  draft: ItemDraft;
  /** The server's refusal by language and field; a new object for each refusal. */
  errors: ServerRefusal['fields'] | undefined;
  editable: boolean;
  onChange: (language: Language, patch: Partial<TranslationDraft>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [selected, setSelected] = useState<Language>(() =>
    ITEM_LANGUAGES.includes(i18n.language as Language) ? (i18n.language as Language) : 'fr',
  );
  // A new refusal shows the language it names, in the same render as the refusal itself: the editor's
  // focus on the first refused field then finds it visible.
  const [shownErrors, setShownErrors] = useState(errors);
  if (errors !== shownErrors) {
    setShownErrors(errors);
    const refused = firstRefused(errors);
    if (refused !== undefined && !hasErrors(errors?.[selected])) setSelected(refused);
  }
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const tabId = (language: Language) => `${id}-tab-${language}`;
  const panelId = (language: Language) => `${id}-panel-${language}`;

  const choose = (language: Language) => {
    setSelected(language);
    tabs.current[language]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, language: Language) => {
    const at = ITEM_LANGUAGES.indexOf(language);
    const last = ITEM_LANGUAGES.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : ITEM_LANGUAGES[next];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  const onPlaceChosen = (language: Language) => (index: number, choice: PlaceChoice) => {
    const next = withPlaceChosen(draft, language, index, choice);
    for (const changed of ITEM_LANGUAGES) {
      if (next[changed] !== draft[changed].locations) onChange(changed, { locations: next[changed] });
    }
  };

  return (
    <div className={sideBySide ? 'staff-translations staff-translations--columns' : 'staff-translations'}>
      {!sideBySide && (
        <div className="staff-language-tabs" role="tablist" aria-label={t('staff:edit.languages')}>
          {ITEM_LANGUAGES.map((language) => {
            const refused = hasErrors(errors?.[language]);
            return (
              <button
                key={language}
                ref={(element) => {
                  tabs.current[language] = element;
                }}
                id={tabId(language)}
                type="button"
                role="tab"
                className="staff-language-tabs__tab"
                aria-selected={selected === language}
                aria-controls={panelId(language)}
                tabIndex={selected === language ? 0 : -1}
                onClick={() => {
                  setSelected(language);
                }}
                onKeyDown={(event) => {
                  onTabKey(event, language);
                }}
              >
                {t(`staff:language.${language}`)}
                {refused && (
                  <span className="staff-language-tabs__marker">
                    <span aria-hidden="true"> ⚠</span>
                    <span className="visually-hidden">{t('staff:edit.languageHasErrors')}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      {ITEM_LANGUAGES.map((language) => (
        // The same element in both layouts: a change of width never remounts the editors inside.
        <div
          key={language}
          id={panelId(language)}
          className="staff-translations__panel"
          role={sideBySide ? undefined : 'tabpanel'}
          aria-labelledby={sideBySide ? undefined : tabId(language)}
          hidden={!sideBySide && selected !== language}
        >
          <TranslationFields
            type={type}
            language={language}
            draft={draft[language]}
            errors={errors?.[language] ?? {}}
            editable={editable}
            onChange={(patch) => {
              onChange(language, patch);
            }}
            onPlaceChosen={onPlaceChosen(language)}
          />
        </div>
      ))}
    </div>
  );
}
