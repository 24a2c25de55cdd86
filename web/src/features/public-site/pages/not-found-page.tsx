import { Link } from 'react-router-dom';
import { PageMain } from '../../../components/page-main';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Unknown paths, public or under /app (spec §2). */
export function Component() {
  useDocumentTitle('Page not found');
  return (
    <PageMain className="public-page not-found">
      <h1>Opss!...This page does not exist</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link className="button button-primary" to="/">
          Back to the home page
        </Link>
      </p>
    </PageMain>
  );
}
