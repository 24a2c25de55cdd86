import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicTexts } from '../public-language';

export function Component() {
  const { t, to } = usePublicTexts();
  useDocumentTitle(t('publicSite.about.title'));
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>{t('publicSite.about.title')}</h1>
      <p className="page-lead">{t('publicSite.about.lead')}</p>
      <h2>{t('publicSite.about.whyHeading')}</h2>
      <p>{t('publicSite.about.why1')}</p>
      <p>{t('publicSite.about.why2')}</p>
      <h2>{t('publicSite.about.believeHeading')}</h2>
      <ul>
        <li>{t('publicSite.about.believe1')}</li>
        <li>{t('publicSite.about.believe2')}</li>
        <li>{t('publicSite.about.believe3')}</li>
      </ul>
      <h2>{t('publicSite.about.teamHeading')}</h2>
      <p>{t('publicSite.about.team')}</p>
      <p>
        <Trans t={t} i18nKey="publicSite.about.idea" components={{ page: <Link to={to('/contact-us')} /> }} />
      </p>
    </main>
  );
}
