import type { ReportMoney, ReportPeriod } from '@hostel/shared/api/report-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskInstant } from '../../lib/session/desk-instant';
import { formatCount, money } from './report-format';

// The period's money beside the nights (managers and admins): the revenue split, payments by method and
// currency beside the year before, and the drawer's shifts of this period with their differences.

export const SPLIT_PARTS = ['nights', 'extras', 'adjustments', 'tax', 'total'] as const;

/** Every method and currency paid in either period, this period's first. */
export function paymentKeys(current: ReportMoney | undefined, before: ReportMoney | undefined): { method: string; currency: string }[] {
  const rows = [...(current?.payments_by_method ?? []), ...(before?.payments_by_method ?? [])];
  const seen = new Map(rows.map((row) => [`${row.method}#${row.currency}`, { method: row.method, currency: row.currency }]));
  return [...seen.values()];
}

export const paymentRow = (period: ReportMoney | undefined, key: { method: string; currency: string }) =>
  period?.payments_by_method.find((row) => row.method === key.method && row.currency === key.currency);

interface TableProps {
  id: string;
  title: string;
  hint?: string;
  head: ReactNode;
  children: ReactNode;
}

/** A titled table of the report's, in a region the keyboard can scroll. */
export function Table({ id, title, hint, head, children }: TableProps) {
  return (
    <section className="card report-figure" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint ? <p className="muted">{hint}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
      <div className="report-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="report-table">
          <thead>{head}</thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}

export function ReportMoneyTables({ current, before, currency }: { current: ReportPeriod; before: ReportPeriod; currency: string }) {
  const { t } = useTranslation();
  const price = money(currency);
  const formatInstant = useDeskInstant();
  const now = current.money;
  const then = before.money;
  if (!now) return null;
  const keys = paymentKeys(now, then);
  return (
    <>
      <Table
        id="report-revenue-split"
        title={t('reports.revenueSplit')}
        head={
          <tr>
            <td />
            <th scope="col">{t('reports.thisPeriod')}</th>
            <th scope="col">{t('reports.yearBefore')}</th>
          </tr>
        }
      >
        {SPLIT_PARTS.map((part) => (
          <tr key={part} data-row={part}>
            <th scope="row">{t(`reports.split.${part}`)}</th>
            <td>{price(now.revenue_split[part])}</td>
            <td>{price(then?.revenue_split[part] ?? 0)}</td>
          </tr>
        ))}
      </Table>
      <Table
        id="report-payments"
        title={t('reports.paymentsByMethod')}
        hint={t('reports.paymentsHint')}
        head={
          <tr>
            <th scope="col">{t('reports.method')}</th>
            <th scope="col">{t('reports.currency')}</th>
            <th scope="col">{t('reports.payments')}</th>
            <th scope="col">{t('reports.amount')}</th>
            <th scope="col">{t('reports.yearBefore')}</th>
          </tr>
        }
      >
        {keys.length === 0 ? (
          <tr>
            <td colSpan={5}>{t('reports.noPayments')}</td>
          </tr>
        ) : (
          keys.map((key) => {
            const row = paymentRow(now, key);
            const earlier = paymentRow(then, key);
            return (
              <tr key={`${key.method}#${key.currency}`}>
                <th scope="row">{t(`folio.print.methods.${key.method as 'cash'}`)}</th>
                <td>{key.currency}</td>
                <td>{formatCount(row?.payments ?? 0)}</td>
                <td>{money(key.currency)(row?.amount ?? 0)}</td>
                <td>{money(key.currency)(earlier?.amount ?? 0)}</td>
              </tr>
            );
          })
        )}
      </Table>
      <Table
        id="report-drawer"
        title={t('reports.drawerShifts')}
        head={
          <tr>
            <th scope="col">{t('reports.shiftOf')}</th>
            <th scope="col">{t('reports.opened')}</th>
            <th scope="col">{t('reports.closed')}</th>
            <th scope="col">{t('reports.difference')}</th>
          </tr>
        }
      >
        {now.drawer_shifts.length === 0 ? (
          <tr>
            <td colSpan={4}>{t('reports.noShifts')}</td>
          </tr>
        ) : (
          now.drawer_shifts.map((shift) => (
            <tr key={shift.shift_id} data-testid="report-shift">
              <th scope="row">{shift.user_name}</th>
              <td>{formatInstant(shift.opened_At)}</td>
              <td>{shift.closed_At ? formatInstant(shift.closed_At) : t('reports.stillOpen')}</td>
              <td>{shift.differences.map((row) => money(row.currency)(row.difference)).join(' · ')}</td>
            </tr>
          ))
        )}
      </Table>
    </>
  );
}
