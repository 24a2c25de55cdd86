import { useFlashMessage } from '../../../components/use-flash-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CalendarFeedsSection } from '../calendar-feeds-section';
import { CalendarImportsSection } from '../calendar-imports-section';
import { CHANNELS_TEXT } from '../calendar-feeds-view';
import { PropertySettingsNav } from '../property-settings-nav';
import '../property.css';

/** /app/property/channels: availability shared with booking sites through iCal links. */
export function Component() {
  useDocumentTitle(`${CHANNELS_TEXT.title} · Dashboard`);
  const flash = useFlashMessage();
  return (
    <div className="app-page settings-page">
      <PropertySettingsNav />
      <h1>{CHANNELS_TEXT.title}</h1>
      <div className="settings-sections">
        <CalendarFeedsSection onMessage={flash.show} />
        <CalendarImportsSection onMessage={flash.show} />
      </div>
      {flash.dialog}
    </div>
  );
}
