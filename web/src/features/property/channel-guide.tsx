import { useTranslation } from 'react-i18next';

const SITES = ['airbnb', 'booking', 'hostelworld'] as const;

/** What each booking site can sync by iCal, and how: said before any link is made. */
export function ChannelGuide() {
  const { t } = useTranslation();
  return (
    <section className="card settings-section" aria-labelledby="channel-guide-title">
      <div className="section-header">
        <h2 id="channel-guide-title">{t('channels.guide.title')}</h2>
      </div>
      <p className="section-note">{t('channels.guide.lead')}</p>
      <ul className="channel-guide">
        {SITES.map((site) => (
          <li key={site} data-site={site}>
            {t(`channels.guide.${site}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
