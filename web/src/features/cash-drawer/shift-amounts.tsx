import type { Shift } from '@hostel/shared/api/cash-drawer-schemas';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-money';

type Row = 'float' | 'cash' | 'expected' | 'counted' | 'difference';

/** A shift's amounts, one column per currency: float, cash taken, expected and, once closed, counted and difference. */
export function ShiftAmounts({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const rows: Row[] = shift.closed_at ? ['float', 'cash', 'expected', 'counted', 'difference'] : ['float', 'cash', 'expected'];
  const amountOf = (row: Row, currency: string) => shift[row]?.find((entry) => entry.currency === currency)?.amount ?? 0;
  return (
    <table className="drawer-amounts">
      <thead>
        <tr>
          <th scope="col">{t('cashDrawer.currency')}</th>
          {shift.currencies.map((currency) => (
            <th key={currency} scope="col" className="drawer-amount">
              {currency}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row} data-row={row}>
            <th scope="row">{t(`cashDrawer.${row}`)}</th>
            {shift.currencies.map((currency) => {
              const value = amountOf(row, currency);
              const short = row === 'difference' && value < 0;
              return (
                <td key={currency} className={short ? 'drawer-amount drawer-short' : 'drawer-amount'}>
                  {formatPrice(value, currency)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
