import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

const FEATURES = [
  { title: 'A calendar per bed', text: 'Every room and bed for the next two weeks, dorms and private rooms side by side.' },
  { title: "Today's arrivals and departures", text: 'The dashboard opens on who arrives and who leaves today, and your latest bookings.' },
  { title: 'Rates and availability', text: 'A base rate per room type, with overrides for busy weekends and quiet weeks.' },
  { title: 'Guests on file', text: 'Find returning guests by email, with their ID and contact details.' },
  { title: 'Your team, your roles', text: 'Invite up to five team members as managers or employees.' },
  { title: 'Desk or phone', text: 'Works on the front-desk computer and on your phone, in light or dark mode.' },
];

export function Component() {
  useDocumentTitle('Reservations for small hostels');
  return (
    <main id="main" tabIndex={-1} className="public-page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Run your hostel's reservations from one simple screen</h1>
        <p className="hero-lead">Beds, guests and bookings in one place: less time on spreadsheets, more time with guests.</p>
        <div className="hero-actions">
          <Link className="button button-primary button-large" to="/accounts/signup">
            Create your free account
          </Link>
          <Link className="button button-large" to="/pricing">
            See pricing
          </Link>
        </div>
        <p className="hero-note">Free for small hostels: up to 25 beds and 5 team members. No credit card needed.</p>
      </section>

      <section className="page-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything a small hostel needs</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card feature-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <h2 id="cta-title">Ready to try it?</h2>
        <p>Create your property, add your rooms and take your first booking in an afternoon.</p>
        <Link className="button button-primary button-large" to="/accounts/signup">
          Sign up for free
        </Link>
      </section>
    </main>
  );
}
