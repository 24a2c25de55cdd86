import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicTexts } from '../public-language';

export function Component() {
  const { t, to } = usePublicTexts();
  useDocumentTitle(t('publicSite.contact.title'));
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>{t('publicSite.contact.title')}</h1>
      <p className="page-lead">{t('publicSite.contact.lead')}</p>
      <section className="card contact-card" aria-labelledby="contact-email">
        <h2 id="contact-email">{t('publicSite.contact.emailHeading')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="publicSite.contact.writeTo"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
          />
        </p>
        <p>{t('publicSite.contact.tellUs')}</p>
        <ul>
          <li>{t('publicSite.contact.tellEmail')}</li>
          <li>{t('publicSite.contact.tellWhat')}</li>
          <li>{t('publicSite.contact.tellMessage')}</li>
        </ul>
        <p>{t('publicSite.contact.noPassword')}</p>
      </section>
      <p>
        <Trans t={t} i18nKey="publicSite.contact.seeFaq" components={{ page: <Link to={to('/faq')} /> }} />
      </p>
    </main>
  );
}
