import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';

const QUESTIONS = [
  {
    q: 'Is Hostel App really free?',
    a: 'Yes. The Free plan costs 0 USD per month and covers up to 25 beds and 5 team members, with the last 10 reservations on your dashboard. A paid Pro plan with more features is coming soon; the Free plan stays.',
  },
  {
    q: 'Who is it for?',
    a: 'Small, independent hostels with a single property: owners, managers, receptionists and the rest of the front-desk team.',
  },
  {
    q: 'Can my staff have their own accounts?',
    a: 'Yes. As the owner you can invite up to 5 team members as managers or employees. Employees can work with reservations and guests; managers can also change rates, rooms and property details.',
  },
  {
    q: 'Does it handle dorms and private rooms?',
    a: 'Yes. Each room type is either a dorm, booked per bed, or a private room, booked as a whole. The calendar shows every bed.',
  },
  {
    q: 'Does it connect to booking platforms?',
    a: 'Not yet. Channel-manager integration with booking platforms is part of the upcoming Pro plan. Meanwhile you can record the source of each reservation.',
  },
  {
    q: 'Can I use it on my phone?',
    a: 'Yes. The app works in any modern browser, on phones, tablets and desktop computers, in light and dark mode.',
  },
  {
    q: 'I forgot my password. What do I do?',
    a: 'Use "Forgot your password?" on the sign-in page. We will email you a link to choose a new one.',
  },
  {
    q: 'How do I delete my account?',
    a: 'Open your profile in the app and choose "Delete your account". If you are the owner, this deletes the property and all its data.',
  },
];

export function Component() {
  useDocumentTitle('Frequently asked questions');
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>Frequently asked questions</h1>
      <div className="faq-list">
        {QUESTIONS.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
      <p>
        Still have a question? <Link to="/contact-us">Contact us</Link> or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </main>
  );
}
