import { Trans } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LAST_UPDATED, legalDate } from '../legal-date';
import { usePublicTexts } from '../public-language';

const COLLECTED = ['collectAccount', 'collectProperty', 'collectTechnical'] as const;
const SECTIONS = ['why', 'guests', 'cookies', 'retention'] as const;

export function Component() {
  const { t, language } = usePublicTexts();
  useDocumentTitle(t('publicLegal.privacy.title'));
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>{t('publicLegal.privacy.title')}</h1>
      <p className="page-meta">{t('publicLegal.updated', { date: legalDate(LAST_UPDATED, language) })}</p>
      <p>{t('publicLegal.privacy.intro')}</p>
      <h2>{t('publicLegal.privacy.collectHeading')}</h2>
      <ul>
        {COLLECTED.map((item) => (
          <li key={item}>{t(`publicLegal.privacy.${item}`)}</li>
        ))}
      </ul>
      {SECTIONS.map((section) => [
        <h2 key={`${section}-heading`}>{t(`publicLegal.privacy.${section}Heading`)}</h2>,
        <p key={section}>{t(`publicLegal.privacy.${section}`)}</p>,
      ])}
      <h2>{t('publicLegal.privacy.rightsHeading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="publicLegal.privacy.rights"
          values={{ email: SUPPORT_EMAIL }}
          components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
        />
      </p>
    </main>
  );
}
