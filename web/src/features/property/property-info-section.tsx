import type { Property } from '@hostel/shared/api/property-schemas';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { QueryState } from '../../components/query-state';
import { usePropertyQuery } from './api/get-property';
import { PropertyForm } from './property-form';

interface SectionProps {
  /** Runs the editor if the signed-in role may make the call, else shows Access denied. */
  attempt(call: 'updateProperty', open: () => void): void;
  onMessage(message: string): void;
}

const NOT_SET = <span className="muted">Not set</span>;

function addressOf(property: Property): string {
  const { street, city, postal_code, country_code } = property.address;
  return [street, [postal_code, city].filter(Boolean).join(' '), country_code].filter(Boolean).join(', ');
}

/** Property info: what the house is called, where it is, how to reach it, and its time zone. */
export function PropertyInfoSection({ attempt, onMessage }: SectionProps) {
  const query = usePropertyQuery();
  const [editing, setEditing] = useState(false);

  return (
    <section className="card settings-section" aria-labelledby="property-info-title">
      <div className="section-header">
        <h2 id="property-info-title">Property info</h2>
        <button type="button" className="button" onClick={() => attempt('updateProperty', () => setEditing(true))} disabled={!query.data}>
          Edit<span className="visually-hidden"> property info</span>
        </button>
      </div>
      <QueryState query={query} loading="Loading property info" failed="The property info could not be loaded">
        {(property) => (
          <>
            <dl className="details-list">
              <div>
                <dt>Name</dt>
                <dd>{property.property_name}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{addressOf(property) || NOT_SET}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{property.contact_info.email || NOT_SET}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{property.contact_info.phone_number || NOT_SET}</dd>
              </div>
              <div>
                <dt>Currency</dt>
                <dd>{property.currency}</dd>
              </div>
              <div>
                <dt>Time zone</dt>
                <dd>{property.time_zone.replaceAll('_', ' ')}</dd>
              </div>
            </dl>
            <Dialog open={editing} onClose={() => setEditing(false)} title="Edit property" className="dialog-wide">
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
