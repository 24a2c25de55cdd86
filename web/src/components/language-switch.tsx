import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@hostel/shared/domain/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n';

/** The language menu: switches the screens at once; `onChosen` lets a signed-in shell remember it in the profile. */
export function LanguageSwitch({ onChosen, className }: { onChosen?: (language: Language) => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <select
      className={className ? `compact-control ${className}` : 'compact-control'}
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(event) => {
        const language = event.target.value as Language;
        onChosen?.(language);
        void changeLanguage(language);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
