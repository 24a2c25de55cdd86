import type { Report, ReportPeriod } from '@hostel/shared/api/report-schemas';
import { i18n } from '../../lib/i18n/i18n';
import { paymentKeys, paymentRow, SPLIT_PARTS } from './report-money';

// The report's figures as one CSV table: section, item, figure, this period, year before; with money, each revenue
// row (totals, night, room type, source) is followed by the OTA commissions on it and the revenue left, as rows of
// their own, so every earlier line reads as before. Its words follow the screens' language (a person reads it in a
// spreadsheet); numbers stay plain with a dot (money with two decimals, occupancy as a percentage with one), so a
// spreadsheet can compute with them (decisions.md).

type Cell = string | number | undefined;
/** A revenue figure with the OTA commissions on it and the revenue left after them. */
type Revenue = Pick<ReportPeriod['totals'], 'revenue' | 'ota_commissions' | 'net_revenue'>;
type Add = (section: string, item: string, figure: string, now: Cell, then: Cell) => void;

/** A text cell that a spreadsheet would run as a formula gets a quote in front (OWASP's advice). */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A money cell as written (a discount's is negative): a plain number, not a text to guard. */
const PLAIN_NUMBER = /^-?\d+\.\d{2}$/;
const moneyCell = (amount: number | undefined) => (amount === undefined ? undefined : amount.toFixed(2));
/** Occupancy as the page shows it: a percentage with one decimal. */
export const occupancyPercent = (ratio: number) => Math.round(ratio * 1000) / 10;

export function reportCsv(report: Report): string {
  const { current, year_before: before, currency } = report;
  const figures = {
    occupancy: i18n.t('reports.csvFigures.occupancy'),
    bedsForSale: i18n.t('reports.csvFigures.bedsForSale'),
    bedsSold: i18n.t('reports.csvFigures.bedsSold'),
    revenue: i18n.t('reports.csvFigures.revenue', { currency }),
    adr: i18n.t('reports.csvFigures.adr', { currency }),
    revpab: i18n.t('reports.csvFigures.revpab', { currency }),
    reservations: i18n.t('reports.csvFigures.reservations'),
    arrivals: i18n.t('reports.csvFigures.arrivals'),
    guests: i18n.t('reports.csvFigures.guests'),
    booked: i18n.t('reports.csvFigures.booked'),
    canceled: i18n.t('reports.csvFigures.canceled'),
    noShow: i18n.t('reports.csvFigures.noShow'),
    canceledValue: i18n.t('reports.csvFigures.canceledValue', { currency }),
    noShowValue: i18n.t('reports.csvFigures.noShowValue', { currency }),
  };
  const sections = {
    totals: i18n.t('reports.csvSections.totals'),
    night: i18n.t('reports.csvSections.night'),
    roomType: i18n.t('reports.csvSections.roomType'),
    source: i18n.t('reports.csvSections.source'),
    country: i18n.t('reports.csvSections.country'),
    cancellations: i18n.t('reports.csvSections.cancellations'),
  };
  const all = i18n.t('reports.all');
  const rows: Cell[][] = [];
  const add: Add = (section, item, figure, now, then) => rows.push([section, item, figure, now, then]);
  const otaCommissions = i18n.t('reports.csvFigures.otaCommissions', { currency });
  const netRevenue = i18n.t('reports.csvFigures.netRevenue', { currency });
  /** A revenue row, then the OTA commissions on it and the revenue left after them. */
  const addRevenue = (section: string, item: string, now: Revenue | undefined, then: Revenue | undefined) => {
    add(section, item, figures.revenue, moneyCell(now?.revenue), moneyCell(then?.revenue));
    add(section, item, otaCommissions, moneyCell(now?.ota_commissions), moneyCell(then?.ota_commissions));
    add(section, item, netRevenue, moneyCell(now?.net_revenue), moneyCell(then?.net_revenue));
  };
  const none: Revenue = { revenue: 0, ota_commissions: 0, net_revenue: 0 };

  const totals = (section: string, item: string, now: ReportPeriod['totals'] | undefined, then: ReportPeriod['totals'] | undefined) => {
    add(section, item, figures.occupancy, now && occupancyPercent(now.occupancy), then && occupancyPercent(then.occupancy));
    add(section, item, figures.bedsForSale, now?.beds_for_sale, then?.beds_for_sale);
    add(section, item, figures.bedsSold, now?.beds_sold, then?.beds_sold);
    if (!report.includes_money) return;
    addRevenue(section, item, now, then);
    add(section, item, figures.adr, moneyCell(now?.adr), moneyCell(then?.adr));
    add(section, item, figures.revpab, moneyCell(now?.revpab), moneyCell(then?.revpab));
  };
  totals(sections.totals, all, current.totals, before.totals);
  current.by_night.forEach((night, index) => {
    const then = before.by_night[index];
    add(sections.night, night.date, figures.occupancy, occupancyPercent(night.occupancy), then && occupancyPercent(then.occupancy));
    if (report.includes_money) addRevenue(sections.night, night.date, night, then);
  });
  for (const type of current.by_room_type) {
    const then = before.by_room_type.find((row) => row.room_type_id === type.room_type_id);
    totals(sections.roomType, type.description, type, then);
  }
  for (const source of sourcesOf(current, before)) {
    const now = current.by_source.find((row) => row.booking_source === source);
    const then = before.by_source.find((row) => row.booking_source === source);
    add(sections.source, source, figures.reservations, now?.reservations ?? 0, then?.reservations ?? 0);
    add(sections.source, source, figures.bedsSold, now?.beds_sold ?? 0, then?.beds_sold ?? 0);
    if (report.includes_money) addRevenue(sections.source, source, now ?? none, then ?? none);
  }
  for (const code of countriesOf(current, before)) {
    const now = current.arrivals_by_country.find((row) => row.country_code === code);
    const then = before.arrivals_by_country.find((row) => row.country_code === code);
    const item = code || i18n.t('reports.noCountry');
    add(sections.country, item, figures.arrivals, now?.arrivals ?? 0, then?.arrivals ?? 0);
    add(sections.country, item, figures.guests, now?.guests ?? 0, then?.guests ?? 0);
  }
  const lost = [current.cancellations, before.cancellations] as const;
  add(sections.cancellations, all, figures.booked, lost[0].booked, lost[1].booked);
  add(sections.cancellations, all, figures.canceled, lost[0].canceled, lost[1].canceled);
  add(sections.cancellations, all, figures.noShow, lost[0].no_show, lost[1].no_show);
  if (report.includes_money) {
    add(sections.cancellations, all, figures.canceledValue, moneyCell(lost[0].canceled_value), moneyCell(lost[1].canceled_value));
    add(sections.cancellations, all, figures.noShowValue, moneyCell(lost[0].no_show_value), moneyCell(lost[1].no_show_value));
  }

  if (report.includes_money) moneyRows(report, add);

  const header = (['section', 'item', 'figure', 'thisPeriod', 'yearBefore'] as const).map((column) =>
    i18n.t(`reports.csvHeader.${column}`),
  );
  const lines = [header, ...rows].map((row) =>
    row
      .map((cell) => (cell === undefined ? '' : typeof cell === 'number' || PLAIN_NUMBER.test(cell) ? String(cell) : textCell(cell)))
      .join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** The money sections: the revenue split, payments by method and currency, and this period's drawer shifts. */
function moneyRows(report: Report, add: Add): void {
  const { current, year_before: before, currency } = report;
  const revenue = i18n.t('reports.csvFigures.revenue', { currency });
  for (const part of SPLIT_PARTS) {
    const section = i18n.t('reports.csvSections.revenueSplit');
    add(
      section,
      i18n.t(`reports.split.${part}`),
      revenue,
      moneyCell(current.money?.revenue_split[part]),
      moneyCell(before.money?.revenue_split[part]),
    );
  }
  for (const key of paymentKeys(current.money, before.money)) {
    const [now, then] = [paymentRow(current.money, key), paymentRow(before.money, key)];
    const section = i18n.t('reports.csvSections.payments');
    const item = `${i18n.t(`folio.print.methods.${key.method as 'cash'}`)} ${key.currency}`;
    add(section, item, i18n.t('reports.csvFigures.payments'), now?.payments ?? 0, then?.payments ?? 0);
    add(
      section,
      item,
      i18n.t('reports.csvFigures.paid', { currency: key.currency }),
      moneyCell(now?.amount ?? 0),
      moneyCell(then?.amount ?? 0),
    );
  }
  for (const shift of current.money?.drawer_shifts ?? []) {
    for (const row of shift.differences) {
      const figure = i18n.t('reports.csvFigures.difference', { currency: row.currency });
      add(i18n.t('reports.csvSections.drawer'), `${shift.user_name} ${shift.opened_At}`, figure, moneyCell(row.difference), undefined);
    }
  }
}

/** Every booking source of either period, this period's order first. */
export function sourcesOf(current: ReportPeriod, before: ReportPeriod): string[] {
  return [...new Set([...current.by_source, ...before.by_source].map((row) => row.booking_source))];
}

/** Every arrival country of either period, this period's order first. */
export function countriesOf(current: ReportPeriod, before: ReportPeriod): string[] {
  return [...new Set([...current.arrivals_by_country, ...before.arrivals_by_country].map((row) => row.country_code))];
}
