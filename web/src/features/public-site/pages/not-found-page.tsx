import { Link } from 'react-router-dom';
import { PageMain } from '../../../components/page-main';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicTexts } from '../public-language';

/** Unknown paths, public or under /app (spec §2). */
export function Component() {
  const { t, to } = usePublicTexts();
  useDocumentTitle(t('publicSite.notFound.title'));
  return (
    <PageMain className="public-page not-found">
      <h1>{t('publicSite.notFound.heading')}</h1>
      <p>{t('publicSite.notFound.text')}</p>
      <p>
        <Link className="button button-primary" to={to('/')}>
          {t('publicSite.notFound.back')}
        </Link>
      </p>
    </PageMain>
  );
}
