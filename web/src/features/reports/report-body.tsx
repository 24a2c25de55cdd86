import type { Report, ReportPeriod } from '@hostel/shared/api/report-schemas';
import { FigureChart } from './figure-chart';
import { changePercent } from './report-range';
import { countriesOf, reportCsv, sourcesOf } from './report-csv';
import { countryName, formatChange, formatCount, formatOccupancy, money, nightLabel, sourceName } from './report-format';
import { REPORT_TEXTS } from './report-texts';

/** Saves the report's figures as a CSV file, built in the browser from the answer on screen. */
export function downloadCsv(report: Report): void {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = REPORT_TEXTS.csvFileName(report.current.from, report.current.to);
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
  const change = changePercent(now, before);
  return (
    <div className="card report-key" title={hint}>
      <dt>{label}</dt>
      <dd className="report-key-value">{format(now)}</dd>
      <dd className="report-key-before">
        {REPORT_TEXTS.yearBefore}: {format(before)}
      </dd>
      <dd className="muted">{change === undefined ? REPORT_TEXTS.noComparison : REPORT_TEXTS.change(formatChange(change))}</dd>
    </div>
  );
}

const series = (current: readonly (number | undefined)[], before: readonly (number | undefined)[]) => [
  { name: REPORT_TEXTS.thisPeriod, values: current },
  { name: REPORT_TEXTS.yearBefore, values: before },
];

export function ReportBody({ report }: { report: Report }) {
  const { current, year_before: before, currency, includes_money: withMoney } = report;
  const price = money(currency);
  const sources = sourcesOf(current, before);
  const countries = countriesOf(current, before);
  const bySource = (period: ReportPeriod, pick: (row: ReportPeriod['by_source'][number]) => number | undefined) =>
    sources.map((source) => {
      const row = period.by_source.find((one) => one.booking_source === source);
      return row ? pick(row) : 0;
    });
  const byCountry = (period: ReportPeriod) =>
    countries.map((code) => period.arrivals_by_country.find((row) => row.country_code === code)?.arrivals ?? 0);

  return (
    <>
      <dl className="report-keys">
        <KeyFigure
          label={REPORT_TEXTS.occupancy}
          now={current.totals.occupancy}
          before={before.totals.occupancy}
          format={formatOccupancy}
        />
        {withMoney ? (
          <>
            <KeyFigure label={REPORT_TEXTS.revenue} now={current.totals.revenue ?? 0} before={before.totals.revenue ?? 0} format={price} />
            <KeyFigure
              label={REPORT_TEXTS.adr}
              hint={REPORT_TEXTS.adrHint}
              now={current.totals.adr ?? 0}
              before={before.totals.adr ?? 0}
              format={price}
            />
            <KeyFigure
              label={REPORT_TEXTS.revpab}
              hint={REPORT_TEXTS.revpabHint}
              now={current.totals.revpab ?? 0}
              before={before.totals.revpab ?? 0}
              format={price}
            />
          </>
        ) : null}
      </dl>

      <FigureChart
        title={REPORT_TEXTS.occupancyByNight}
        labelHeader={REPORT_TEXTS.night}
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
          title={REPORT_TEXTS.revenueBySource}
          labelHeader={REPORT_TEXTS.source}
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
          title={REPORT_TEXTS.bedsBySource}
          labelHeader={REPORT_TEXTS.source}
          labels={sources.map(sourceName)}
          series={series(
            bySource(current, (row) => row.beds_sold),
            bySource(before, (row) => row.beds_sold),
          )}
          format={formatCount}
          shape="bars"
        />
      )}

      <FigureChart
        title={REPORT_TEXTS.arrivalsByCountry}
        labelHeader={REPORT_TEXTS.country}
        labels={countries.map(countryName)}
        series={series(byCountry(current), byCountry(before))}
        format={formatCount}
        shape="bars"
      />

      <section className="card report-figure" aria-labelledby="report-room-types">
        <h2 id="report-room-types">{REPORT_TEXTS.byRoomType}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
        <div className="report-table-scroll" role="region" aria-labelledby="report-room-types" tabIndex={0}>
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">{REPORT_TEXTS.roomType}</th>
                <th scope="col">{REPORT_TEXTS.occupancy}</th>
                <th scope="col">
                  {REPORT_TEXTS.occupancy} ({REPORT_TEXTS.yearBefore.toLowerCase()})
                </th>
                <th scope="col">{REPORT_TEXTS.bedsSold}</th>
                <th scope="col">{REPORT_TEXTS.bedsForSale}</th>
                {withMoney ? (
                  <>
                    <th scope="col">{REPORT_TEXTS.revenue}</th>
                    <th scope="col">{REPORT_TEXTS.adr}</th>
                    <th scope="col">{REPORT_TEXTS.revpab}</th>
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
        <h2 id="report-cancellations">{REPORT_TEXTS.cancellations}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it */}
        <div className="report-table-scroll" role="region" aria-labelledby="report-cancellations" tabIndex={0}>
          <table className="report-table">
            <thead>
              <tr>
                <td />
                <th scope="col">{REPORT_TEXTS.thisPeriod}</th>
                <th scope="col">{REPORT_TEXTS.yearBefore}</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  [REPORT_TEXTS.booked, current.cancellations.booked, before.cancellations.booked, formatCount],
                  [REPORT_TEXTS.canceled, current.cancellations.canceled, before.cancellations.canceled, formatCount],
                  [REPORT_TEXTS.noShow, current.cancellations.no_show, before.cancellations.no_show, formatCount],
                  ...(withMoney
                    ? [
                        [
                          REPORT_TEXTS.canceledValue,
                          current.cancellations.canceled_value ?? 0,
                          before.cancellations.canceled_value ?? 0,
                          price,
                        ],
                        [
                          REPORT_TEXTS.noShowValue,
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

      {current.other_currencies?.length ? (
        <p className="muted">
          {REPORT_TEXTS.otherCurrencies(current.other_currencies.map((row) => money(row.currency)(row.revenue)).join(', '))}
        </p>
      ) : null}
    </>
  );
}
