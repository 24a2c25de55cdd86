import type { ReportPeriod } from '@hostel/shared/api/report-schemas';
import { useTranslation } from 'react-i18next';
import { sourcesOf } from './report-csv';
import { money, sourceName } from './report-format';
import { Table } from './report-money';

// What the OTAs cost, by booking source (managers and admins): each source the OTAs charged a commission on in
// either period, with its revenue, the commissions on those nights, the revenue left and the year before's commissions.

type SourceRow = ReportPeriod['by_source'][number];

/** The sources with an OTA commission in this period or the year before, this period's first. */
export function commissionSources(current: ReportPeriod, before: ReportPeriod): string[] {
  const charged = (row: SourceRow | undefined) => (row?.ota_commissions ?? 0) !== 0;
  const rowOf = (period: ReportPeriod, source: string) => period.by_source.find((row) => row.booking_source === source);
  return sourcesOf(current, before).filter((source) => charged(rowOf(current, source)) || charged(rowOf(before, source)));
}

export function ReportCommissions({ current, before, currency }: { current: ReportPeriod; before: ReportPeriod; currency: string }) {
  const { t } = useTranslation();
  const price = money(currency);
  const sources = commissionSources(current, before);
  return (
    <Table
      id="report-commissions"
      title={t('reports.commissionsBySource')}
      hint={t('reports.otaCommissionsHint')}
      head={
        <tr>
          <th scope="col">{t('reports.source')}</th>
          <th scope="col">{t('reports.revenue')}</th>
          <th scope="col">{t('reports.otaCommissions')}</th>
          <th scope="col">{t('reports.netRevenue')}</th>
          <th scope="col">{t('reports.commissionsYearBefore')}</th>
        </tr>
      }
    >
      {sources.length === 0 ? (
        <tr>
          <td colSpan={5}>{t('reports.noCommissions')}</td>
        </tr>
      ) : (
        sources.map((source) => {
          const now = current.by_source.find((row) => row.booking_source === source);
          const then = before.by_source.find((row) => row.booking_source === source);
          return (
            <tr key={source} data-source={source}>
              <th scope="row">{sourceName(source)}</th>
              <td>{price(now?.revenue ?? 0)}</td>
              <td>{price(now?.ota_commissions ?? 0)}</td>
              <td>{price(now?.net_revenue ?? 0)}</td>
              <td>{price(then?.ota_commissions ?? 0)}</td>
            </tr>
          );
        })
      )}
    </Table>
  );
}
