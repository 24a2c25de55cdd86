import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { useRoomTypes } from '../../api/list-room-types';
import { useCreateCalendarFeed } from './api/create-calendar-feed';
import { useCalendarFeeds } from './api/list-calendar-feeds';
import { useRegenerateCalendarFeed } from './api/regenerate-calendar-feed';
import { useRevokeCalendarFeed } from './api/revoke-calendar-feed';
import { type FeedRow, feedRows, feedUrl } from './calendar-feeds-view';

type Action = () => Promise<unknown>; // i18n-exempt: a type, no text

interface SectionProps {
  onMessage(message: string, tone?: 'success' | 'error'): void;
}

/** Published availability: a secret iCal link per room type and unit, to copy, renew or delete. */
export function CalendarFeedsSection({ onMessage }: SectionProps) {
  const { t } = useTranslation();
  const types = useRoomTypes();
  const feeds = useCalendarFeeds();
  return (
    <section className="card settings-section" aria-labelledby="feeds-export-title">
      <div className="section-header">
        <h2 id="feeds-export-title">{t('channels.feeds.title')}</h2>
      </div>
      <p className="section-note">{t('channels.feeds.lead')}</p>
      <QueryState query={types} loading={t('channels.feeds.loading')} failed={t('channels.feeds.failed')}>
        {(list) => (
          <QueryState query={feeds} loading={t('channels.feeds.loading')} failed={t('channels.feeds.failed')}>
            {(published) =>
              list.length === 0 ? (
                <p>{t('channels.feeds.noRoomTypes')}</p>
              ) : (
                <FeedList rows={feedRows(list, published)} onMessage={onMessage} />
              )
            }
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}

function FeedList({ rows, onMessage }: { rows: FeedRow[]; onMessage: SectionProps['onMessage'] }) {
  const { t } = useTranslation();
  const create = useCreateCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [revoking, setRevoking] = useState<FeedRow>();
  const [revokeError, setRevokeError] = useState('');

  async function run(action: Action, success?: string) {
    try {
      await action();
      if (success) onMessage(success);
    } catch (error) {
      onMessage((error as Error).message, 'error');
    }
  }

  async function copy(url: string) {
    await run(() => navigator.clipboard.writeText(url), t('channels.feeds.copied'));
  }

  async function confirmRevoke(row: FeedRow) {
    setRevokeError('');
    try {
      const answer = await revoke.mutateAsync(row.targetId);
      setRevoking(undefined);
      onMessage(answer.msg);
    } catch (error) {
      setRevokeError((error as Error).message);
    }
  }

  return (
    <>
      <ul className="plain-list feed-list">
        {rows.map((row) => {
          const url = row.feed ? feedUrl(row.feed, window.location.origin) : undefined;
          return (
            <li key={row.targetId} className={row.whole ? 'feed-row feed-row-type' : 'feed-row'} data-target={row.targetId}>
              <span className="feed-name">
                {row.name}
                {row.whole ? <span className="muted"> · {t('channels.feeds.wholeType')}</span> : null}
              </span>
              {url ? (
                <>
                  <input
                    className="feed-url"
                    readOnly
                    value={url}
                    aria-label={t('channels.feeds.linkLabel', { name: row.name })}
                    onFocus={(event) => event.target.select()}
                  />
                  <span className="feed-actions">
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={t('channels.feeds.copyOf', { name: row.name })}
                      onClick={() => void copy(url)}
                    >
                      {t('channels.feeds.copy')}
                    </button>
                    <button
                      type="button"
                      className="button button-small"
                      disabled={regenerate.isPending}
                      aria-label={t('channels.feeds.regenerateFor', { name: row.name })}
                      onClick={() => void run(() => regenerate.mutateAsync(row.targetId), t('channels.feeds.regenerated'))}
                    >
                      {t('channels.feeds.regenerate')}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger-outline"
                      aria-label={t('channels.feeds.revokeOf', { name: row.name })}
                      onClick={() => {
                        setRevokeError('');
                        setRevoking(row);
                      }}
                    >
                      {t('channels.feeds.revoke')}
                    </button>
                  </span>
                </>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t('channels.feeds.createFor', { name: row.name })}
                  disabled={create.isPending}
                  onClick={() =>
                    void run(() => create.mutateAsync({ room_type_id: row.roomTypeId, ...(row.unitId ? { unit_id: row.unitId } : {}) }))
                  }
                >
                  {create.isPending && create.variables?.room_type_id === row.roomTypeId && create.variables.unit_id === row.unitId
                    ? t('channels.feeds.creating')
                    : t('channels.feeds.create')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('channels.feeds.revokeTitle')}
        confirmLabel={t('channels.feeds.revoke')}
        busy={revoke.isPending}
        error={revokeError}
        onClose={() => setRevoking(undefined)}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
      >
        <p>{revoking ? t('channels.feeds.revokeBody', { name: revoking.name }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
