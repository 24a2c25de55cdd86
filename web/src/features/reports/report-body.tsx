import type { Report, ReportPeriod } from '@hostel/shared/api/report-schemas';
import { FigureChart } from './figure-chart';
import { changePercent } from './report-range';
import { countriesOf, reportCsv, sourcesOf } from './report-csv';
import { countryName, formatChange, formatCount, formatOccupancy, money, nightLabel, sourceName } from './report-format';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { ReportMoneyTables } from './report-money';
import { ReportCommissions } from './report-commissions';

/** Saves the report's figures as a CSV file, built in the browser from the answer on screen. */
export function downloadCsv(report: Report): void {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = i18n.t('reports.csvFileName', { from: report.current.from, to: report.current.to });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface KeyFigureProps {
  label: string;
  hint?: string;
  now: number;
  before: number;
  format(value: number): string;
}

function KeyFigure({ label, hint, now, before, format }: KeyFigureProps) {
  const { t } = useTranslation();
  const change = changePercent(now, before);
  return (
    <div className="card report-key" title={hint}>
      <dt>{label}</dt>
      <dd className="report-key-value">{format(now)}</dd>
      <dd className="report-key-before">{t('reports.yearBeforeValue', { value: format(before) })}</dd>
      <dd className="muted">{change === undefined ? t('reports.noComparison') : t('reports.change', { percent: formatChange(change) })}</dd>
    </div>
  );
}

const series = (current: readonly (number | undefined)[], before: readonly (number | undefined)[]) => [
  { name: i18n.t('reports.thisPeriod'), values: current },
  { name: i18n.t('reports.yearBefore'), values: before },
];

export function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { current, year_before: before, currency, includes_money: withMoney } = report;
  const price = money(currency);
  const sources = sourcesOf(current, before);
  const countries = countriesOf(current, before);
  const bySource = (period: ReportPeriod, pick: (row: ReportPeriod['by_source'][number]) => number | undefined) =>
    sources.map((source) => {
      const row = period.by_source.find((one) => one.booking_source === source);
      return row ? pick(row) : 0;
    });
  const otherCommissions = (current.other_currencies ?? []).filter((row) => (row.ota_commissions ?? 0) !== 0);
  const byCountry = (period: ReportPeriod) =>
    countries.map((code) => period.arrivals_by_country.find((row) => row.country_code === code)?.arrivals ?? 0);

  return (
    <>
      <dl className="report-keys">
        <KeyFigure
          label={t('reports.occupancy')}
          now={current.totals.occupancy}
          before={before.totals.occupancy}
          format={formatOccupancy}
        />
        {withMoney ? (
          <>
            <KeyFigure label={t('reports.revenue')} now={current.totals.revenue ?? 0} before={before.totals.revenue ?? 0} format={price} />
            <KeyFigure
              label={t('reports.adr')}
              hint={t('reports.adrHint')}
              now={current.totals.adr ?? 0}
              before={before.totals.adr ?? 0}
              format={price}
            />
            <KeyFigure
              label={t('reports.revpab')}
              hint={t('reports.revpabHint')}
              now={current.totals.revpab ?? 0}
              before={before.totals.revpab ?? 0}
              format={price}
            />
            <KeyFigure
              label={t('reports.otaCommissions')}
              hint={t('reports.otaCommissionsHint')}
              now={current.totals.ota_commissions ?? 0}
              before={before.totals.ota_commissions ?? 0}
              format={price}
            />
            <KeyFigure
              label={t('reports.netRevenue')}
              hint={t('reports.netRevenueHint')}
              now={current.totals.net_revenue ?? 0}
              before={before.totals.net_revenue ?? 0}
              format={price}
            />
          </>
        ) : null}
      </dl>

      <FigureChart
        title={t('reports.occupancyByNight')}
        labelHeader={t('reports.night')}
        labels={current.by_night.map((night) => nightLabel(night.date))}
        series={series(
          current.by_night.map((night) => night.occupancy),
          current.by_night.map((_, index) => before.by_night[index]?.occupancy),
        )}
        format={formatOccupancy}
        shape="columns"
        max={1}
      />

      {withMoney ? (
        <FigureChart
          title={t('reports.revenueBySource')}
          labelHeader={t('reports.source')}
          labels={sources.map(sourceName)}
          series={series(
            bySource(current, (row) => row.revenue),
            bySource(before, (row) => row.revenue),
          )}
          format={price}
          shape="bars"
        />
      ) : (
        <FigureChart
          title={t('reports.bedsBySource')}
          labelHeader={t('reports.source')}
          labels={sources.map(sourceName)}
          series={series(
            bySource(current, (row) => row.beds_sold),
            bySource(before, (row) => row.beds_sold),
          )}
          format={formatCount}
          shape="bars"
        />
      )}

      {withMoney ? <ReportCommissions current={current} before={before} currency={currency} /> : null}

      <FigureChart
        title={t('reports.arrivalsByCountry')}
        labelHeader={t('reports.country')}
        labels={countries.map(countryName)}
        series={series(byCountry(current), byCountry(before))}
        format={formatCount}
        shape="bars"
      />

      <section className="card report-figure" aria-labelledby="report-room-types">
        <h2 id="report-room-types">{t('reports.byRoomType')}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
        <div className="report-table-scroll" role="region" aria-labelledby="report-room-types" tabIndex={0}>
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.roomType')}</th>
                <th scope="col">{t('reports.occupancy')}</th>
                <th scope="col">{t('reports.occupancyYearBefore')}</th>
                <th scope="col">{t('reports.bedsSold')}</th>
                <th scope="col">{t('reports.bedsForSale')}</th>
                {withMoney ? (
                  <>
                    <th scope="col">{t('reports.revenue')}</th>
                    <th scope="col">{t('reports.adr')}</th>
                    <th scope="col">{t('reports.revpab')}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {current.by_room_type.map((type) => {
                const then = before.by_room_type.find((row) => row.room_type_id === type.room_type_id);
                return (
                  <tr key={type.room_type_id}>
                    <th scope="row">{type.description}</th>
                    <td>{formatOccupancy(type.occupancy)}</td>
                    <td>{then ? formatOccupancy(then.occupancy) : '–'}</td>
                    <td>{formatCount(type.beds_sold)}</td>
                    <td>{formatCount(type.beds_for_sale)}</td>
                    {withMoney ? (
                      <>
                        <td>{price(type.revenue ?? 0)}</td>
                        <td>{price(type.adr ?? 0)}</td>
                        <td>{price(type.revpab ?? 0)}</td>
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card report-figure" aria-labelledby="report-cancellations">
        <h2 id="report-cancellations">{t('reports.cancellations')}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
        <div className="report-table-scroll" role="region" aria-labelledby="report-cancellations" tabIndex={0}>
          <table className="report-table">
            <thead>
              <tr>
                <td />
                <th scope="col">{t('reports.thisPeriod')}</th>
                <th scope="col">{t('reports.yearBefore')}</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  [t('reports.booked'), current.cancellations.booked, before.cancellations.booked, formatCount],
                  [t('reports.canceled'), current.cancellations.canceled, before.cancellations.canceled, formatCount],
                  [t('reports.noShow'), current.cancellations.no_show, before.cancellations.no_show, formatCount],
                  ...(withMoney
                    ? [
                        [
                          t('reports.canceledValue'),
                          current.cancellations.canceled_value ?? 0,
                          before.cancellations.canceled_value ?? 0,
                          price,
                        ],
                        [
                          t('reports.noShowValue'),
                          current.cancellations.no_show_value ?? 0,
                          before.cancellations.no_show_value ?? 0,
                          price,
                        ],
                      ]
                    : []),
                ] as [string, number, number, (value: number) => string][]
              ).map(([label, now, then, format]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{format(now)}</td>
                  <td>{format(then)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {withMoney ? <ReportMoneyTables current={current} before={before} currency={currency} /> : null}

      {current.other_currencies?.length ? (
        <p className="muted">
          {t('reports.otherCurrencies', { list: current.other_currencies.map((row) => money(row.currency)(row.revenue)).join(', ') })}
        </p>
      ) : null}
      {otherCommissions.length > 0 ? (
        <p className="muted">
          {t('reports.otherCurrencyCommissions', {
            list: otherCommissions.map((row) => money(row.currency)(row.ota_commissions ?? 0)).join(', '),
          })}
        </p>
      ) : null}
    </>
  );
}
