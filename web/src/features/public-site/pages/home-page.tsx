import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicTexts } from '../public-language';

const FEATURES = ['calendar', 'today', 'rates', 'guests', 'team', 'devices'] as const;

export function Component() {
  const { t, to } = usePublicTexts();
  useDocumentTitle(t('publicSite.home.title'));
  return (
    <main id="main" tabIndex={-1} className="public-page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('publicSite.home.heading')}</h1>
        <p className="hero-lead">{t('publicSite.home.lead')}</p>
        <div className="hero-actions">
          <Link className="button button-primary button-large" to="/accounts/signup">
            {t('publicSite.home.createFree')}
          </Link>
          <Link className="button button-large" to={to('/pricing')}>
            {t('publicSite.home.seePricing')}
          </Link>
        </div>
        <p className="hero-note">{t('publicSite.home.note')}</p>
      </section>

      <section className="page-section" aria-labelledby="features-title">
        <h2 id="features-title">{t('publicSite.home.featuresHeading')}</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="card feature-card">
              <h3>{t(`publicSite.home.features.${feature}.title`)}</h3>
              <p>{t(`publicSite.home.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('publicSite.home.ctaHeading')}</h2>
        <p>{t('publicSite.home.ctaText')}</p>
        <Link className="button button-primary button-large" to="/accounts/signup">
          {t('publicSite.home.signUpFree')}
        </Link>
      </section>
    </main>
  );
}
