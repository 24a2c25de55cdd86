import type { CashDrawer } from '@hostel/shared/api/cash-drawer-schemas';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state';
import { useDeskInstant } from '../../lib/session/desk-instant';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCashDrawer, useShiftChange } from './api/cash-drawer';
import { ShiftAmounts } from './shift-amounts';
import { ShiftCountForm } from './shift-count-form';
import './cash-drawer.css';

/** /app/cash-drawer: the user's own shift (open it with a float, close it with a count) and the past shifts. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.cashDrawer') }));
  const drawer = useCashDrawer();
  return (
    <div className="app-page cash-drawer-page">
      <h1>{t('pages.cashDrawer')}</h1>
      <p className="muted">{t('cashDrawer.lead')}</p>
      <QueryState query={drawer} loading={t('common.loading')} failed={t('cashDrawer.loadFailed')}>
        {(data) => <DrawerBody drawer={data} />}
      </QueryState>
    </div>
  );
}

function DrawerBody({ drawer }: { drawer: CashDrawer }) {
  const { t } = useTranslation();
  const open = useShiftChange('openShift');
  const close = useShiftChange('closeShift');
  const formatInstant = useDeskInstant();
  const past = drawer.shifts.filter((shift) => shift._id !== drawer.open?._id);
  return (
    <>
      {drawer.open ? (
        <section className="card" aria-labelledby="your-shift">
          <h2 id="your-shift">{t('cashDrawer.yourShift')}</h2>
          <p className="muted">{t('cashDrawer.openedAt', { at: formatInstant(drawer.open.opened_at) })}</p>
          <ShiftAmounts shift={drawer.open} />
          <ShiftCountForm
            key="close"
            currencies={drawer.open.currencies}
            label={(currency) => t('cashDrawer.countedIn', { currency })}
            submitLabel={t('cashDrawer.close')}
            onCount={async (counts) => {
              await close.mutateAsync(counts);
              return t('cashDrawer.closed');
            }}
          />
        </section>
      ) : (
        <section className="card" aria-labelledby="open-shift">
          <h2 id="open-shift">{t('cashDrawer.openTitle')}</h2>
          <ShiftCountForm
            key="open"
            currencies={drawer.currencies}
            label={(currency) => t('cashDrawer.floatIn', { currency })}
            submitLabel={t('cashDrawer.open')}
            onCount={async (counts) => {
              await open.mutateAsync(counts);
              return t('cashDrawer.opened');
            }}
          />
        </section>
      )}
      <section aria-labelledby="past-shifts">
        <h2 id="past-shifts">{t('cashDrawer.pastTitle')}</h2>
        {past.length === 0 ? (
          <p className="empty-state">{t('cashDrawer.none')}</p>
        ) : (
          <ul className="drawer-shifts">
            {past.map((shift) => (
              <li key={shift._id} className="card" data-testid="past-shift">
                <h3>{shift.user_name}</h3>
                <p className="muted">
                  {t('cashDrawer.openedAt', { at: formatInstant(shift.opened_at) })}
                  {' · '}
                  {shift.closed_at ? t('cashDrawer.closedAt', { at: formatInstant(shift.closed_at) }) : t('cashDrawer.stillOpen')}
                </p>
                <ShiftAmounts shift={shift} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
