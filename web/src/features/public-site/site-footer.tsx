import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/use-document-title';
import { usePublicTexts } from './public-language';

export function SiteFooter() {
  const { t, to } = usePublicTexts();
  return (
    <footer className="site-footer">
      <div className="site-footer-columns">
        <section>
          <h2>{t('publicSite.footer.aboutUs')}</h2>
          <ul>
            <li>
              <Link to={to('/about-us')}>{t('publicSite.footer.aboutUs')}</Link>
            </li>
            <li>{t('publicSite.footer.team')}</li>
          </ul>
        </section>
        <section>
          <h2>{t('publicSite.footer.support')}</h2>
          <ul>
            <li>
              <Link to={to('/faq')}>{t('publicSite.footer.faq')}</Link>
            </li>
            <li>
              <Link to={to('/contact-us')}>{t('publicSite.footer.contactUs')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('publicSite.footer.legal')}</h2>
          <ul>
            <li>
              <Link to={to('/legal/terms-of-use')}>{t('publicSite.footer.terms')}</Link>
            </li>
            <li>
              <Link to={to('/legal/privacy-policy')}>{t('publicSite.footer.privacy')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-copyright">{t('publicSite.footer.copyright', { product: PRODUCT_NAME })}</p>
    </footer>
  );
}
