import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Terms and Conditions');
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>Terms and Conditions</h1>
      <p className="page-meta">Last updated: 1 March 2024</p>
      <p>These terms govern your use of Hostel App (the "service"). By creating an account or using the service you accept them.</p>
      <h2>1. The service</h2>
      <p>
        Hostel App is a web application for managing the reservations, rooms, rates and guests of a single hostel property. We may improve
        or change the service; we will tell you in advance about changes that reduce what your plan includes.
      </p>
      <h2>2. Your account</h2>
      <p>
        The person who signs up is the owner (administrator) of the property's account and is responsible for the team members they invite.
        Keep your password secret and tell us at once if you suspect someone else used your account.
      </p>
      <h2>3. Plans and payment</h2>
      <p>
        The Free plan costs nothing and has the limits shown on the <Link to="/pricing">pricing page</Link>. Paid plans, when available,
        will be billed in advance and can be cancelled at any time.
      </p>
      <h2>4. Acceptable use</h2>
      <p>
        Use the service only for managing your own property and its guests, lawfully and with your guests' consent where the law requires
        it. Do not try to access other properties' data, disrupt the service or send unsolicited messages through it.
      </p>
      <h2>5. Your data</h2>
      <p>
        The data you enter remains yours. We process it only to provide the service, as described in our{' '}
        <Link to="/legal/privacy-policy">privacy policy</Link>. You can delete your account at any time; the owner's deletion removes the
        property and all its data.
      </p>
      <h2>6. Availability</h2>
      <p>We work to keep the service available and your data backed up, but we do not guarantee uninterrupted or error-free operation.</p>
      <h2>7. Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability for any claim related to the service is limited to the amounts you paid us for the
        service in the 12 months before the event that gave rise to the claim.
      </p>
      <h2>8. Governing law</h2>
      <p>
        These terms are governed by the laws of the Province of Buenos Aires, Argentina, and any dispute will be submitted to its competent
        courts.
      </p>
      <h2>9. Contact</h2>
      <p>
        Support is provided by email at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </main>
  );
}
