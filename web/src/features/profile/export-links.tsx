import { endpointUrl } from '@hostel/shared/api/endpoints';
import { useTranslation } from 'react-i18next';
import { queryString } from '../../lib/api-client';
import { deletePropertyTexts as texts } from './delete-account-texts';

const exportUrl = (query: Record<string, string>) => `${endpointUrl('exportPropertyData')}${queryString(query)}`;

/** The property's data as files: plain links the browser downloads with the session cookie (the server names each file). */
export function ExportLinks() {
  // Re-renders on a language switch: the texts are read in the current language.
  useTranslation();
  return (
    <section className="export-links" aria-labelledby="export-title">
      <h3 id="export-title">{texts.exportTitle}</h3>
      <p>{texts.exportIntro}</p>
      <ul>
        <li>
          <a className="button" href={exportUrl({ format: 'json' })} download>
            {texts.exportJson}
          </a>
        </li>
        <li>
          <a className="button" href={exportUrl({ format: 'csv', what: 'reservations' })} download>
            {texts.exportReservations}
          </a>
        </li>
        <li>
          <a className="button" href={exportUrl({ format: 'csv', what: 'guests' })} download>
            {texts.exportGuests}
          </a>
        </li>
      </ul>
    </section>
  );
}
