import type { Property } from '@hostel/shared/api/property-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { QueryState } from '../../components/query-state';
import { usePropertyQuery } from './api/get-property';
import { PropertyForm } from './property-form';

interface SectionProps {
  /** Runs the editor if the signed-in role may make the call, else shows Access denied. */
  attempt(call: 'updateProperty', open: () => void): void;
  onMessage(message: string): void;
}

function addressOf(property: Property): string {
  const { street, city, postal_code, country_code } = property.address;
  return [street, [postal_code, city].filter(Boolean).join(' '), country_code].filter(Boolean).join(', ');
}

/** Property info: what the house is called, where it is, how to reach it, and its time zone. */
export function PropertyInfoSection({ attempt, onMessage }: SectionProps) {
  const { t } = useTranslation();
  const query = usePropertyQuery();
  const notSet = <span className="muted">{t('property.notSet')}</span>;
  const [editing, setEditing] = useState(false);

  return (
    <section className="card settings-section" aria-labelledby="property-info-title">
      <div className="section-header">
        <h2 id="property-info-title">{t('property.info.title')}</h2>
        <button
          type="button"
          className="button"
          aria-label={t('property.info.edit')}
          onClick={() => attempt('updateProperty', () => setEditing(true))}
          disabled={!query.data}
        >
          {t('property.edit')}
        </button>
      </div>
      <QueryState query={query} loading={t('property.info.loading')} failed={t('property.info.failed')}>
        {(property) => (
          <>
            <dl className="details-list">
              <div>
                <dt>{t('property.info.name')}</dt>
                <dd>{property.property_name}</dd>
              </div>
              <div>
                <dt>{t('property.info.address')}</dt>
                <dd>{addressOf(property) || notSet}</dd>
              </div>
              <div>
                <dt>{t('property.info.email')}</dt>
                <dd>{property.contact_info.email || notSet}</dd>
              </div>
              <div>
                <dt>{t('property.info.phone')}</dt>
                <dd>{property.contact_info.phone_number || notSet}</dd>
              </div>
              <div>
                <dt>{t('property.info.currency')}</dt>
                <dd>{property.currency}</dd>
              </div>
              <div>
                <dt>{t('property.info.timeZone')}</dt>
                <dd>{property.time_zone.replaceAll('_', ' ')}</dd>
              </div>
            </dl>
            <Dialog open={editing} onClose={() => setEditing(false)} title={t('property.info.editTitle')} className="dialog-wide">
              <PropertyForm
                property={property}
                onCancel={() => setEditing(false)}
                onSaved={(message) => {
                  setEditing(false);
                  onMessage(message);
                }}
              />
            </Dialog>
          </>
        )}
      </QueryState>
    </section>
  );
}
