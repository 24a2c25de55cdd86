import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FREE_PLAN, planPrice } from '../plan-price';
import { usePublicTexts } from '../public-language';

const FREE_FEATURES = ['dashboard', 'team', 'beds', 'screens'] as const;
const PRO_FEATURES = ['everything', 'channels', 'balance', 'emails', 'support'] as const;

export function Component() {
  const { t, to, language } = usePublicTexts();
  useDocumentTitle(t('publicSite.pricing.title'));
  return (
    <main id="main" tabIndex={-1} className="public-page">
      <header className="page-intro">
        <h1>{t('publicSite.pricing.title')}</h1>
        <p className="page-lead">{t('publicSite.pricing.lead')}</p>
      </header>
      <div className="plan-grid">
        <section className="card plan-card" aria-labelledby="plan-free">
          <h2 id="plan-free">{t('publicSite.pricing.free')}</h2>
          <p className="plan-price">
            <span className="plan-amount">{planPrice(FREE_PLAN.amount, FREE_PLAN.currency, language)}</span>{' '}
            {t('publicSite.pricing.perMonth')}
          </p>
          <ul className="plan-features">
            {FREE_FEATURES.map((feature) => (
              <li key={feature}>{t(`publicSite.pricing.freeFeatures.${feature}`)}</li>
            ))}
          </ul>
          <Link className="button button-primary button-block" to="/accounts/signup">
            {t('publicSite.pricing.createFree')}
          </Link>
        </section>
        <section className="card plan-card" aria-labelledby="plan-pro">
          <h2 id="plan-pro">
            {t('publicSite.pricing.pro')} <span className="badge">{t('publicSite.pricing.comingSoon')}</span>
          </h2>
          <p className="plan-price">
            <span className="plan-amount">{t('publicSite.pricing.toBeDetermined')}</span>
          </p>
          <ul className="plan-features">
            {PRO_FEATURES.map((feature) => (
              <li key={feature}>{t(`publicSite.pricing.proFeatures.${feature}`)}</li>
            ))}
          </ul>
          <p className="plan-note">
            <Trans t={t} i18nKey="publicSite.pricing.hearLaunch" components={{ page: <Link to={to('/contact-us')} /> }} />
          </p>
        </section>
      </div>
    </main>
  );
}
