import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { formatRange } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReports } from './api/get-reports';
import { downloadCsv, ReportBody } from './report-body';
import { PRESETS, presetRange, rangeFromSearch, rangeProblem, type RangeProblem, type ReportRange } from './report-range';
import { useDeskToday } from '../../lib/session/desk-today';
import './reports.css';

/** /app/reports: how the hostel did over a range of nights, against the same nights a year before. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.reports') }));
  const [search, setSearch] = useSearchParams();
  const today = useDeskToday();
  const range = rangeFromSearch(search, today);
  const query = useReports(range);
  const [draft, setDraft] = useState<ReportRange>(range);
  const [problem, setProblem] = useState<RangeProblem>();
  // The address may change without the form (back, forward): the fields follow it.
  useEffect(() => setDraft({ from: range.from, to: range.to }), [range.from, range.to]);

  const choose = (next: ReportRange) => {
    setDraft(next);
    setProblem(undefined);
    setSearch({ from: next.from, to: next.to });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = rangeProblem(draft);
    if (wrong) setProblem(wrong);
    else choose(draft);
  };

  return (
    <div className="app-page reports-page">
      <div className="page-title-row">
        <h1>{t('pages.reports')}</h1>
        <button type="button" className="button" disabled={!query.data} onClick={() => query.data && downloadCsv(query.data)}>
          {t('reports.downloadCsv')}
        </button>
      </div>
      <p className="muted">{t('reports.lead')}</p>
      <form className="report-range card" onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('reports.from')}</span>
          <input
            type="date"
            name="from"
            required
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="field">
          <span>{t('reports.to')}</span>
          <input type="date" name="to" required value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <button type="submit" className="button button-primary">
          {t('reports.show')}
        </button>
        <fieldset className="report-presets plain-fieldset">
          <legend className="visually-hidden">{t('reports.presetsLabel')}</legend>
          {PRESETS.map((preset) => (
            <button key={preset} type="button" className="button button-small" onClick={() => choose(presetRange(preset, today))}>
              {t(`reports.presets.${preset}`)}
            </button>
          ))}
        </fieldset>
        {problem ? (
          <p className="field-error report-range-error" role="alert">
            {t(`reports.${problem}`)}
          </p>
        ) : null}
      </form>
      <QueryState query={query} loading={t('reports.loading')} failed={t('reports.loadFailed')}>
        {(report) => (
          <>
            <p className="report-period" aria-live="polite">
              {t('reports.rangeHeading', {
                range: formatRange(report.current.from, report.current.to),
                before: formatRange(report.year_before.from, report.year_before.to),
              })}{' '}
              <span className="muted">({t('reports.nights', { count: report.current.nights })})</span>
              {query.isPlaceholderData ? <span className="muted"> · {t('reports.updating')}</span> : null}
            </p>
            <ReportBody report={report} />
          </>
        )}
      </QueryState>
    </div>
  );
}
