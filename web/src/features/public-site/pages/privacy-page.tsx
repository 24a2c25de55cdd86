import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Privacy Policy');
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>Privacy Policy</h1>
      <p className="page-meta">Last updated: 1 March 2024</p>
      <p>This policy explains what personal data Hostel App handles, why, and what you can do about it.</p>
      <h2>Data we collect</h2>
      <ul>
        <li>Account data: your name, email address, your property's name and a securely hashed password.</li>
        <li>
          Property data you enter: room types, rates, reservations and your guests' details (name, ID number, contact details, address).
        </li>
        <li>Technical data: a session cookie that keeps you signed in, and server logs kept for security.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        Only to provide the service: sign you in, show your property's data to you and your team, and email you about your account
        (confirmation and password reset). We do not sell personal data and we do not use advertising trackers.
      </p>
      <h2>Your guests' data</h2>
      <p>
        For your guests' data, your hostel is responsible for it and we process it on your behalf. Enter only what you need to run your
        reservations.
      </p>
      <h2>Cookies</h2>
      <p>We use one essential cookie for your session. It is removed when you log out or when it expires.</p>
      <h2>Retention and deletion</h2>
      <p>
        We keep your data while your account exists. When the owner deletes the account, the property and all its reservations, guests and
        team members are deleted.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your profile in the app, and ask us for a copy of your data or its deletion by writing to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. This policy is governed by the laws of the Province of Buenos Aires,
        Argentina, and Argentina's personal data protection law.
      </p>
    </main>
  );
}
