import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../lib/support-email';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FREE_PLAN, planPrice } from '../plan-price';
import { usePublicTexts } from '../public-language';

const QUESTIONS = ['free', 'who', 'staff', 'rooms', 'channels', 'phone', 'password', 'delete'] as const;

export function Component() {
  const { t, to, language } = usePublicTexts();
  useDocumentTitle(t('publicSite.faq.title'));
  const price = planPrice(FREE_PLAN.amount, FREE_PLAN.currency, language);
  return (
    <main id="main" tabIndex={-1} className="public-page prose">
      <h1>{t('publicSite.faq.title')}</h1>
      <div className="faq-list">
        {QUESTIONS.map((id) => (
          <details key={id} className="faq-item">
            <summary>{t(`publicSite.faq.questions.${id}.q`)}</summary>
            <p>{t(`publicSite.faq.questions.${id}.a`, { price })}</p>
          </details>
        ))}
      </div>
      <p>
        <Trans
          t={t}
          i18nKey="publicSite.faq.stillQuestion"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            page: <Link to={to('/contact-us')} />,
            mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
          }}
        />
      </p>
    </main>
  );
}
