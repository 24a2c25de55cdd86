import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { formatRange } from '../../lib/format-date';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReports } from './api/get-reports';
import { downloadCsv, ReportBody } from './report-body';
import { PRESETS, presetRange, rangeFromSearch, rangeProblem, type ReportRange } from './report-range';
import { REPORT_TEXTS } from './report-texts';
import { browserToday } from './report-format';
import './reports.css';

/** /app/reports: how the hostel did over a range of nights, against the same nights a year before. */
export function Component() {
  useDocumentTitle(REPORT_TEXTS.documentTitle);
  const [search, setSearch] = useSearchParams();
  const [today] = useState(browserToday);
  const range = rangeFromSearch(search, today);
  const query = useReports(range);
  const [draft, setDraft] = useState<ReportRange>(range);
  const [problem, setProblem] = useState<string>();
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
    if (wrong) setProblem(REPORT_TEXTS[wrong]);
    else choose(draft);
  };

  return (
    <div className="app-page reports-page">
      <div className="page-title-row">
        <h1>{REPORT_TEXTS.title}</h1>
        <button type="button" className="button" disabled={!query.data} onClick={() => query.data && downloadCsv(query.data)}>
          {REPORT_TEXTS.downloadCsv}
        </button>
      </div>
      <p className="muted">{REPORT_TEXTS.lead}</p>
      <form className="report-range card" onSubmit={submit} noValidate>
        <label className="field">
          <span>{REPORT_TEXTS.from}</span>
          <input
            type="date"
            name="from"
            required
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="field">
          <span>{REPORT_TEXTS.to}</span>
          <input type="date" name="to" required value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <button type="submit" className="button button-primary">
          {REPORT_TEXTS.show}
        </button>
        <fieldset className="report-presets plain-fieldset">
          <legend className="visually-hidden">{REPORT_TEXTS.presetsLabel}</legend>
          {PRESETS.map((preset) => (
            <button key={preset} type="button" className="button button-small" onClick={() => choose(presetRange(preset, today))}>
              {REPORT_TEXTS.presets[preset]}
            </button>
          ))}
        </fieldset>
        {problem ? (
          <p className="field-error report-range-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      <QueryState query={query} loading={REPORT_TEXTS.loading} failed={REPORT_TEXTS.loadFailed}>
        {(report) => (
          <>
            <p className="report-period" aria-live="polite">
              {REPORT_TEXTS.rangeHeading(
                formatRange(report.current.from, report.current.to),
                formatRange(report.year_before.from, report.year_before.to),
              )}{' '}
              <span className="muted">({REPORT_TEXTS.nights(report.current.nights)})</span>
              {query.isPlaceholderData ? <span className="muted"> · {REPORT_TEXTS.updating}</span> : null}
            </p>
            <ReportBody report={report} />
          </>
        )}
      </QueryState>
    </div>
  );
}
