import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '../../../components/use-flash-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CalendarFeedsSection } from '../calendar-feeds-section';
import { CalendarImportsSection } from '../calendar-imports-section';
import { ChannelGuide } from '../channel-guide';
import { ChannelManagerSection } from '../channel-manager-section';
import { PropertySettingsNav } from '../property-settings-nav';
import '../property.css';

/** /app/property/channels: the channel manager (Channex), and availability shared with booking sites through iCal links. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.channels') }));
  const flash = useFlashMessage();
  return (
    <div className="app-page settings-page">
      <PropertySettingsNav />
      <h1>{t('pages.channels')}</h1>
      <div className="settings-sections">
        <ChannelManagerSection onMessage={flash.show} />
        <ChannelGuide />
        <CalendarFeedsSection onMessage={flash.show} />
        <CalendarImportsSection onMessage={flash.show} />
      </div>
      {flash.dialog}
    </div>
  );
}
