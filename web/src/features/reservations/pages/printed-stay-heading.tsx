import type { Language } from '@hostel/shared/domain/languages';
import { i18n } from '../../../lib/i18n/i18n';

interface PrintedStayHeadingProps {
  /** The paper's language (the receipt's, the statement's), whatever the screens'. */
  language: Language;
  issuer: { name: string; address: string; email: string; phone: string };
  /** The paper's own name on the right: the receipt's number, the statement's title. */
  title: string;
  titleTestId?: string;
  /** The line under it: the receipt's date, the statement's reference. */
  subtitle: string;
  guestName: string;
  /** Said after the guest's name (the receipt's ID number), with its label. */
  guestNote?: string;
  roomType: string;
  /** Check-in and check-out, already written in the paper's date format. */
  from: string;
  to: string;
  /** Said after the stay's dates (the statement's number of guests). */
  stayNote?: string;
}

/** The heading a printed receipt and a printed statement share: the hostel, the paper's name, the guest and the stay. */
export function PrintedStayHeading(props: PrintedStayHeadingProps) {
  const t = i18n.getFixedT(props.language);
  const { issuer } = props;
  return (
    <>
      <header>
        <div>
          <h2>{issuer.name}</h2>
          <p>{issuer.address}</p>
          <p>{[issuer.email, issuer.phone].filter(Boolean).join(' · ')}</p>
        </div>
        <div>
          <h2 data-testid={props.titleTestId}>{props.title}</h2>
          <p>{props.subtitle}</p>
        </div>
      </header>
      <p>
        {t('folio.print.guest')}: <strong>{props.guestName}</strong>
        {props.guestNote ? ` · ${props.guestNote}` : ''}
      </p>
      <p>
        {t('folio.print.stay')}: {props.roomType}, {t('folio.print.stayDates', { from: props.from, to: props.to })}
        {props.stayNote ? ` · ${props.stayNote}` : ''}
      </p>
    </>
  );
}
