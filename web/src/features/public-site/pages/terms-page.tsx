import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LAST_UPDATED, legalDate } from '../legal-date';
import { usePublicTexts } from '../public-language';

// Each numbered section: its heading and its text, in this order.
const SECTIONS = ['service', 'account', 'plans', 'use', 'data', 'availability', 'liability', 'law', 'contact'] as const;

export function Component() {
  const { t, to, language } = usePublicTexts();
  useDocumentTitle(t('publicLegal.terms.title'));
  const links = {
    page: <Link to={to('/pricing')} />,
    mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
  };
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>{t('publicLegal.terms.title')}</h1>
      <p className="page-meta">{t('publicLegal.updated', { date: legalDate(LAST_UPDATED, language) })}</p>
      <p>{t('publicLegal.terms.intro')}</p>
      {SECTIONS.map((section) => [
        <h2 key={`${section}-heading`}>{t(`publicLegal.terms.${section}Heading`)}</h2>,
        <p key={section}>
          <Trans
            t={t}
            i18nKey={`publicLegal.terms.${section}`}
            values={{ email: SUPPORT_EMAIL }}
            components={section === 'data' ? { ...links, page: <Link to={to('/legal/privacy-policy')} /> } : links}
          />
        </p>,
      ])}
    </main>
  );
}
