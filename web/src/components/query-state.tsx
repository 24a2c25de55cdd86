import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown; isFetching: boolean };
  /** Said while loading, e.g. "Loading room types". */
  loading: string;
  /** What failed, e.g. "The room types could not be loaded". */
  failed: string;
  children(data: T): ReactNode;
}

/** The loading, error (with a retry) and loaded states of one read, the same on every page. */
export function QueryState<T>({ query, loading, failed, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && !query.isError) {
    return (
      <p className="loading" role="status">
        {loading}
      </p>
    );
  }
  return (
    <div className="form-messages form-messages-error load-error" role="alert">
      <p>
        {failed}. {query.error?.message}
      </p>
      <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
      </button>
    </div>
  );
}
