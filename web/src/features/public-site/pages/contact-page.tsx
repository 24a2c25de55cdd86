import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Contact us');
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>Contact us</h1>
      <p className="page-lead">Questions about the product, your account or the Pro plan? We answer every email.</p>
      <section className="card contact-card" aria-labelledby="contact-email">
        <h2 id="contact-email">Email support</h2>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We usually reply within one business day.
        </p>
        <p>To help us answer faster, tell us:</p>
        <ul>
          <li>the email you sign in with and your property's name;</li>
          <li>what you were doing and what you expected to happen;</li>
          <li>the exact message you saw, if any.</li>
        </ul>
        <p>Never send your password: we will never ask for it.</p>
      </section>
      <p>
        Many answers are already in our <Link to="/faq">frequently asked questions</Link>.
      </p>
    </main>
  );
}
