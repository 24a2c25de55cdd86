import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';

// A small chart of one figure (this period and, beside it, the year before) drawn as plain SVG or CSS
// bars, with a toggle to a table of the very same numbers: the chart is for looking, the table for
// reading and for screen readers. No chart library: two bar shapes are all the page needs (reports.md).

export interface ChartSeries {
  name: string;
  values: readonly (number | undefined)[];
}

interface FigureChartProps {
  title: string;
  /** What each group is (a night, a source, a country), as shown. */
  labels: readonly string[];
  /** The table's first column header. */
  labelHeader: string;
  series: readonly ChartSeries[];
  format(value: number): string;
  /** `columns`: one thin column per night; `bars`: one labelled row per category. */
  shape: 'columns' | 'bars';
  /** The top of the scale (1 for occupancy); the largest value when absent. */
  max?: number;
}

const HEIGHT = 100;

/** One bar's name and value, the same words the table shows. */
export function barTitle(label: string, series: string, value: string): string {
  return i18n.t('reports.barTitle', { label, series, value });
}

export function FigureChart({ title, labels, labelHeader, series, format, shape, max }: FigureChartProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const top = max ?? Math.max(0, ...series.flatMap((one) => one.values.map((value) => value ?? 0)));
  const scale = (value: number | undefined) => (top > 0 ? Math.max(0, Math.min(1, (value ?? 0) / top)) : 0);
  const shown = (value: number | undefined) => (value === undefined ? '–' : format(value));

  return (
    <section className="card report-figure" aria-labelledby={`${id}-title`}>
      <div className="report-figure-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button button-small" aria-controls={`${id}-view`} onClick={() => setAsTable(!asTable)}>
          {asTable ? t('reports.showChart') : t('reports.showTable')}
        </button>
      </div>
      <div id={`${id}-view`}>
        {labels.length === 0 ? (
          <p className="muted">{t('reports.nothing')}</p>
        ) : asTable ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it
          <div className="report-table-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">{labelHeader}</th>
                  {series.map((one) => (
                    <th scope="col" key={one.name}>
                      {one.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((one) => (
                      <td key={one.name}>{shown(one.values[index])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <>
            <ul className="report-legend" aria-hidden="true">
              {series.map((one, index) => (
                <li key={one.name} className={`report-series-${index}`}>
                  {one.name}
                </li>
              ))}
            </ul>
            {shape === 'columns' ? (
              <ColumnChart title={title} labels={labels} series={series} scale={scale} shown={shown} />
            ) : (
              <div className="report-bars" role="img" aria-label={t('reports.chartOf', { title })}>
                {labels.map((label, index) => (
                  <div key={label} className="report-bar-row">
                    <span className="report-bar-label">{label}</span>
                    {series.map((one, at) => (
                      <span key={one.name} className="report-bar-line" title={barTitle(label, one.name, shown(one.values[index]))}>
                        <span className={`report-bar report-series-${at}`} style={{ width: `${scale(one.values[index]) * 100}%` }} />
                        <span className="report-bar-value">{shown(one.values[index])}</span>
                      </span>
                    ))}
                  </div>
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

interface ColumnChartProps {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  scale(value: number | undefined): number;
  shown(value: number | undefined): string;
}

/** One group of thin columns per night, scaled to the width: an SVG of rects, each with its title. */
function ColumnChart({ title, labels, series, scale, shown }: ColumnChartProps) {
  const group = series.length + 1;
  return (
    <figure className="report-columns">
      <svg
        role="img"
        aria-label={i18n.t('reports.chartOf', { title })}
        viewBox={`0 0 ${labels.length * group} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="report-columns-svg"
      >
        {labels.map((label, index) =>
          series.map((one, at) => {
            const height = scale(one.values[index]) * HEIGHT;
            return (
              <rect
                key={`${label}-${one.name}`}
                className={`report-series-${at}`}
                x={index * group + at + 0.5}
                y={HEIGHT - height}
                width={1}
                height={height}
              >
                <title>{barTitle(label, one.name, shown(one.values[index]))}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <figcaption className="report-columns-ends" aria-hidden="true">
        <span>{labels[0]}</span>
        <span>{labels[labels.length - 1]}</span>
      </figcaption>
    </figure>
  );
}
