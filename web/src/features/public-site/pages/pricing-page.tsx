import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Pricing');
  return (
    <main id="main" tabIndex={-1} className="public-page">
      <header className="page-intro">
        <h1>Pricing</h1>
        <p className="page-lead">Start for free today. A Pro plan for growing hostels is on its way.</p>
      </header>
      <div className="plan-grid">
        <section className="card plan-card" aria-labelledby="plan-free">
          <h2 id="plan-free">Free</h2>
          <p className="plan-price">
            <span className="plan-amount">0 USD</span> per month
          </p>
          <ul className="plan-features">
            <li>Last 10 reservations on the dashboard</li>
            <li>Up to 5 team members</li>
            <li>Up to 25 beds</li>
            <li>Calendar, reservations, guests, rates and availability</li>
          </ul>
          <Link className="button button-primary button-block" to="/accounts/signup">
            Create your free account
          </Link>
        </section>
        <section className="card plan-card" aria-labelledby="plan-pro">
          <h2 id="plan-pro">
            Pro <span className="badge">Coming soon</span>
          </h2>
          <p className="plan-price">
            <span className="plan-amount">Price to be determined</span>
          </p>
          <ul className="plan-features">
            <li>Everything in Free</li>
            <li>Channel-manager integration with booking platforms</li>
            <li>Account balance</li>
            <li>Email reservation confirmations to your guests</li>
            <li>Priority support</li>
          </ul>
          <p className="plan-note">
            Want to hear when it launches? <Link to="/contact-us">Contact us</Link>.
          </p>
        </section>
      </div>
    </main>
  );
}
