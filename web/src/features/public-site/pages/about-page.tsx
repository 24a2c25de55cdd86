import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  useDocumentTitle('About us');
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>About us</h1>
      <p className="page-lead">We build Hostel App for the small, independent hostels that big hotel software forgets.</p>
      <h2>Why we started</h2>
      <p>
        Many hostels still run on a paper notebook, a shared spreadsheet and the inbox of a booking platform. Beds get double-booked, the
        morning shift does not know who is arriving, and rates live in someone's head. Hotel systems are built for hundreds of rooms and
        priced accordingly.
      </p>
      <p>
        Hostel App does the few things a small property needs every day, well: a calendar per bed, today's arrivals and departures, guests
        on file, and rates and availability per room type.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>Software for the front desk should be learnable in an afternoon.</li>
        <li>Dorm beds and private rooms deserve the same care.</li>
        <li>Your guests' data is yours: we do not sell it and we keep only what the service needs.</li>
      </ul>
      <h2>Team</h2>
      <p>
        We are a small team of developers and former hostel staff based in Argentina, working with hostel owners who tell us what the desk
        really needs.
      </p>
      <p>
        Have an idea or a question? <Link to="/contact-us">Get in touch</Link>.
      </p>
    </main>
  );
}
