import type { Charge } from '@hostel/shared/api/folio-schemas';
import type { Reservation } from '@hostel/shared/api/reservation-schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format-money';
import { useSignedInUser } from '../../../lib/session/use-signed-in-user';
import { useAddCharge, useChargeKeys, useExtras } from '../api/folio';
import { AdjustmentDialog } from './adjustment-dialog';
import { deskPayments } from './payment-values';
import { TaxExemptionDialog } from './tax-exemption-dialog';
import { TaxRow } from './tax-row';
import { VoidChargeDialog } from './void-charge-dialog';
import '../folio.css';

interface FolioPanelProps {
  reservation: Reservation;
  flash(message: string): void;
}

/** The stay's folio: its nights and charges, their total and the balance, "Add extra" (two clicks), and each payment's receipt. */
export function FolioPanel({ reservation, flash }: FolioPanelProps) {
  const { t } = useTranslation();
  const extras = useExtras();
  const add = useAddCharge();
  const chargeKeys = useChargeKeys();
  const menu = useRef<HTMLDetailsElement>(null);
  const money = (amount: number) => formatPrice(amount, reservation.currency);
  const forSale = (extras.data ?? []).filter((extra) => extra.active);
  const closed = reservation.reservation_status === 'canceled' || reservation.reservation_status === 'no_show';
  const { role, userId } = useSignedInUser();
  const [adjusting, setAdjusting] = useState(false);
  const [exempting, setExempting] = useState(false);
  // The charge the void dialog is for, kept while it closes.
  const [voiding, setVoiding] = useState<{ charge: Charge; open: boolean }>();
  const manager = role === 'admin' || role === 'manager';
  // As the server decides: a manager voids any charge, anyone else the extras they added.
  const mayVoid = (charge: Charge) => manager || (charge.kind === 'extra' && charge.added_by === userId);

  const addExtra = async (extraId: string, name: string) => {
    if (menu.current) menu.current.open = false;
    try {
      await add.mutateAsync({
        id: reservation._id,
        body: { kind: 'extra', extra_id: extraId },
        idempotencyKey: chargeKeys.keyFor(extraId),
      });
      chargeKeys.done(extraId);
      flash(t('folio.added', { name }));
    } catch (error) {
      flash(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section className="card res-folio" aria-labelledby="folio-title">
      <div className="page-title-row">
        <h2 id="folio-title">{t('folio.title')}</h2>
        {closed || !manager ? null : (
          <button type="button" className="button" onClick={() => setAdjusting(true)}>
            {t('folio.adjust.open')}
          </button>
        )}
        {closed ? null : (
          <details className="res-folio-menu" ref={menu}>
            <summary className="button">{t('folio.addExtra')}</summary>
            <ul>
              {forSale.length === 0 ? <li className="empty-state">{t('folio.noExtras')}</li> : null}
              {forSale.map((extra) => (
                <li key={extra._id}>
                  <button
                    type="button"
                    className="link-button"
                    disabled={add.isPending}
                    onClick={() => void addExtra(extra._id, extra.name)}
                  >
                    {extra.name} · {money(extra.price)} {t(`folio.rules.${extra.charged}`)}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <table className="res-folio-table" data-testid="folio-lines">
        <thead>
          <tr>
            <th scope="col">{t('folio.description')}</th>
            <th scope="col" className="res-amount">
              {t('folio.quantity')}
            </th>
            <th scope="col" className="res-amount">
              {t('folio.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('folio.nights')}</td>
            <td className="res-amount">1</td>
            <td className="res-amount">{money(reservation.total_price)}</td>
          </tr>
          {reservation.charges.map((charge) => (
            <tr key={charge._id}>
              <td>
                {charge.description}
                {charge.kind === 'extra' ? null : <span className="badge">{t(`folio.kinds.${charge.kind}`)}</span>}{' '}
                {mayVoid(charge) ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('folio.void.openFor', { name: charge.description })}
                    onClick={() => setVoiding({ charge, open: true })}
                  >
                    {t('folio.void.open')}
                  </button>
                ) : null}
              </td>
              <td className="res-amount">{charge.quantity}</td>
              <td className="res-amount">{money(charge.amount)}</td>
            </tr>
          ))}
          {reservation.tourist_tax ? (
            <TaxRow reservation={reservation} tax={reservation.tourist_tax} onExempt={() => setExempting(true)} flash={flash} />
          ) : null}
        </tbody>
      </table>
      <dl className="res-facts res-payment-sums">
        <dt>{t('folio.total')}</dt>
        <dd data-testid="folio-total">{money(reservation.folio_total)}</dd>
        <dt>{t('folio.balance')}</dt>
        <dd data-testid="folio-balance">{money(reservation.balance)}</dd>
      </dl>
      {reservation.voided_charges?.length ? (
        <>
          <h3 className="res-folio-voided-title">{t('folio.void.listTitle')}</h3>
          <ul className="res-folio-voided" data-testid="voided-charges">
            {reservation.voided_charges.map((line) => (
              <li key={line._id}>
                {line.description} × {line.quantity} · <s>{money(line.amount)}</s> · {t('folio.void.because', { reason: line.void_reason })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={`/app/reservations/${reservation._id}/statement`}>{t('folio.printStatement')}</Link>
      </p>
      {deskPayments(reservation).length > 0 ? (
        <ul className="res-receipts">
          {deskPayments(reservation).map((payment) => (
            <li key={payment._id}>
              <Link to={`/app/reservations/${reservation._id}/receipts/${payment._id}`}>
                {t('folio.receiptFor', { date: payment.date })} · {money(payment.amount)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <TaxExemptionDialog
        reservation={reservation}
        open={exempting}
        onClose={() => setExempting(false)}
        onSaved={(message) => {
          setExempting(false);
          flash(message);
        }}
      />
      {voiding ? (
        <VoidChargeDialog
          key={voiding.charge._id}
          reservation={reservation}
          charge={voiding.charge}
          open={voiding.open}
          onClose={() => setVoiding({ ...voiding, open: false })}
          onSaved={(message) => {
            setVoiding({ ...voiding, open: false });
            flash(message);
          }}
        />
      ) : null}
      <AdjustmentDialog
        reservation={reservation}
        open={adjusting}
        onClose={() => setAdjusting(false)}
        onSaved={(message) => {
          setAdjusting(false);
          flash(message);
        }}
      />
    </section>
  );
}
