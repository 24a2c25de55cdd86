import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '../../../components/use-flash-message';
import { useRoleGate } from '../../../components/use-role-gate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ActiveRatePlans } from '../active-rate-plans';
import { ExtrasSection } from '../extras-section';
import { PropertyInfoSection } from '../property-info-section';
import { PropertySettingsNav } from '../property-settings-nav';
import { RoomTypesSummary } from '../room-types-summary';
import { TouristTaxSection } from '../tourist-tax-section';
import { UsersSection } from '../users-section';
import '../property.css';

/** /app/property/general-info (spec §2): the property, its room types, its users and its rate plans. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.generalInfo') }));
  const gate = useRoleGate();
  const flash = useFlashMessage();
  return (
    <div className="app-page settings-page">
      <PropertySettingsNav />
      <h1>{t('pages.generalInfo')}</h1>
      <div className="settings-sections">
        <PropertyInfoSection attempt={gate.attempt} onMessage={flash.show} />
        <RoomTypesSummary />
        <UsersSection attempt={gate.attempt} onMessage={flash.show} />
        <ActiveRatePlans />
        <ExtrasSection onMessage={flash.show} />
        <TouristTaxSection onMessage={flash.show} />
      </div>
      {gate.deniedDialog}
      {flash.dialog}
    </div>
  );
}
