import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/use-document-title';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-columns">
        <section>
          <h2>About us</h2>
          <ul>
            <li>
              <Link to="/about-us">About us</Link>
            </li>
            <li>Team</li>
          </ul>
        </section>
        <section>
          <h2>Support</h2>
          <ul>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Legal</h2>
          <ul>
            <li>
              <Link to="/legal/terms-of-use">Terms of use</Link>
            </li>
            <li>
              <Link to="/legal/privacy-policy">Privacy policy</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-copyright">© 2024 {PRODUCT_NAME}. All rights reserved.</p>
    </footer>
  );
}
