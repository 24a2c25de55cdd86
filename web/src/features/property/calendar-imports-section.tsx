import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessages } from '../../components/form-messages';
import { QueryState } from '../../components/query-state';
import { useRoomTypes } from '../../api/list-room-types';
import { formatDay } from '../../lib/format-date';
import { useDeskInstant } from '../../lib/session/desk-instant';
import { useCreateCalendarImport } from './api/create-calendar-import';
import { useDeleteCalendarImport } from './api/delete-calendar-import';
import { useChannelManager } from './api/get-channel-manager';
import { useCalendarImports } from './api/list-calendar-imports';
import { useSyncCalendarImport } from './api/sync-calendar-import';
import { type FeedRow, feedRows } from './calendar-feeds-view';
import { emptyNotice, runningNotice, syncStatus, targetName } from './calendar-imports-view';
import { channelLimit } from './channel-limits';

interface SectionProps {
  onMessage(message: string, tone?: 'success' | 'error'): void;
}

/** How often a running sync is asked again (each call also takes the run's next steps). */
const RUN_POLL_MS = 1500;

/** Imported OTA calendars: add one, sync it now, see its last sync and what did not fit, delete it. */
export function CalendarImportsSection({ onMessage }: SectionProps) {
  const { t } = useTranslation();
  const types = useRoomTypes();
  const imports = useCalendarImports();
  // With a channel manager connected, Booking.com comes through it: its iCal import is said to double up.
  const channelManager = useChannelManager().data?.connected === true;
  return (
    <section className="card settings-section" aria-labelledby="feeds-import-title">
      <div className="section-header">
        <h2 id="feeds-import-title">{t('channels.imports.title')}</h2>
      </div>
      <p className="section-note">{t('channels.imports.lead')}</p>
      <QueryState query={types} loading={t('channels.imports.loading')} failed={t('channels.imports.failed')}>
        {(list) => (
          <QueryState query={imports} loading={t('channels.imports.loading')} failed={t('channels.imports.failed')}>
            {(data) => (
              <ImportList types={list} rows={feedRows(list, [])} data={data} channelManager={channelManager} onMessage={onMessage} />
            )}
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}

type Data = NonNullable<ReturnType<typeof useCalendarImports>['data']>;

function ImportList({
  types,
  rows,
  data,
  channelManager,
  onMessage,
}: {
  types: RoomType[];
  rows: FeedRow[];
  data: Data;
  channelManager: boolean;
  onMessage: SectionProps['onMessage'];
}) {
  const { t } = useTranslation();
  const sync = useSyncCalendarImport();
  const remove = useDeleteCalendarImport();
  const [removing, setRemoving] = useState<string>();
  const [removeError, setRemoveError] = useState('');

  async function syncNow(id: string) {
    try {
      let feed = await sync.mutateAsync(id);
      // A large feed's run spans calls (each bounded), and another sync may hold it: ask again until it ends.
      while (feed.sync_running) {
        onMessage(runningNotice(feed), 'success');
        await new Promise((done) => setTimeout(done, RUN_POLL_MS));
        feed = await sync.mutateAsync(id);
      }
      const limit = channelLimit(feed, types, channelManager);
      if (limit) onMessage(t(`channels.limits.${limit}`), 'error');
      else onMessage(feed.last_error || t('channels.imports.synced'), feed.last_error ? 'error' : 'success');
    } catch (error) {
      onMessage((error as Error).message, 'error');
    }
  }

  async function confirmRemove(id: string) {
    setRemoveError('');
    try {
      const answer = await remove.mutateAsync(id);
      setRemoving(undefined);
      onMessage(answer.msg);
    } catch (error) {
      setRemoveError((error as Error).message);
    }
  }

  return (
    <>
      {data.feeds.length === 0 ? <p>{t('channels.imports.none')}</p> : null}
      <ul className="plain-list feed-list">
        {data.feeds.map((feed) => (
          <li key={feed._id} className="feed-row" data-import={feed._id}>
            <span className="feed-name">
              <strong>{feed.name}</strong> · {targetName(rows, feed)}
              <br />
              <FeedStatus feed={feed} types={types} channelManager={channelManager} />
            </span>
            <span className="feed-actions">
              <button type="button" className="button button-small" disabled={sync.isPending} onClick={() => void syncNow(feed._id)}>
                {sync.isPending && sync.variables === feed._id ? t('channels.imports.syncing') : t('channels.imports.sync')}
                <span className="visually-hidden"> {feed.name}</span>
              </button>
              <button
                type="button"
                className="button button-small button-danger-outline"
                onClick={() => {
                  setRemoveError('');
                  setRemoving(feed._id);
                }}
              >
                {t('channels.imports.remove')}
                <span className="visually-hidden"> {feed.name}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      {data.conflicts.length > 0 ? (
        <>
          <h3>{t('channels.imports.conflictsTitle')}</h3>
          <ul className="plain-list import-conflict-list">
            {data.conflicts.map((conflict) => (
              <li key={`${conflict.feed_id}/${conflict.uid}`}>
                <strong>{conflict.feed_name}</strong> · {targetName(rows, conflict)} · {formatDay(conflict.check_in)} →{' '}
                {formatDay(conflict.check_out)}: {conflict.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <AddImportForm types={types} rows={rows} onMessage={onMessage} />
      <ConfirmDialog
        open={removing !== undefined}
        title={t('channels.imports.removeTitle')}
        confirmLabel={t('channels.imports.remove')}
        busy={remove.isPending}
        error={removeError}
        onClose={() => setRemoving(undefined)}
        onConfirm={() => removing && void confirmRemove(removing)}
      >
        <p>{t('channels.imports.removeBody')}</p>
      </ConfirmDialog>
    </>
  );
}

type Feed = Data['feeds'][number];

/** A feed's last sync; or, where its site cannot carry its target by iCal, that it is not in sync. */
function FeedStatus({ feed, types, channelManager }: { feed: Feed; types: RoomType[]; channelManager: boolean }) {
  const { t } = useTranslation();
  const limit = channelLimit(feed, types, channelManager);
  const formatInstant = useDeskInstant();
  const empty = emptyNotice(feed, formatInstant);
  return (
    <>
      {limit ? (
        <span className="feed-error" data-limit={limit}>
          {t(`channels.limits.${limit}`)}
        </span>
      ) : (
        <span className="muted">{syncStatus(feed, formatInstant)}</span>
      )}
      {feed.last_error ? (
        <>
          <br />
          <span className="feed-error">{feed.last_error}</span>
        </>
      ) : null}
      {empty ? (
        <>
          <br />
          <span className="feed-error">{empty}</span>
        </>
      ) : null}
      {feed.last_skipped?.length ? (
        <>
          <br />
          <span className="muted">{t('channels.imports.skipped', { count: feed.last_skipped.length })}</span>
          <ul className="plain-list feed-skipped">
            {feed.last_skipped.map((event) => (
              <li key={`${event.uid}: ${event.reason}`}>
                {event.uid || t('channels.imports.noUid')}: {event.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function AddImportForm({ types, rows, onMessage }: { types: RoomType[]; rows: FeedRow[]; onMessage: SectionProps['onMessage'] }) {
  const { t } = useTranslation();
  const create = useCreateCalendarImport();
  const [target, setTarget] = useState(rows[0]?.targetId ?? '');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [beds, setBeds] = useState('1');
  const [errors, setErrors] = useState<string[]>([]);
  const row = rows.find((candidate) => candidate.targetId === target);
  const dorm = types.find((type) => type._id === row?.roomTypeId)?.type === 'dorm';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!row) return;
    setErrors([]);
    try {
      await create.mutateAsync({
        room_type_id: row.roomTypeId,
        ...(row.unitId ? { unit_id: row.unitId } : {}),
        name,
        url,
        ...(dorm ? { beds: Number(beds) } : {}),
      });
      setName('');
      setUrl('');
      onMessage(t('channels.imports.added'));
    } catch (error) {
      setErrors([(error as Error).message]);
    }
  }

  return (
    <form className="import-form" onSubmit={(event) => void submit(event)}>
      <label>
        {t('channels.imports.target')}
        <select value={target} onChange={(event) => setTarget(event.target.value)}>
          {rows.map((option) => (
            <option key={option.targetId} value={option.targetId}>
              {option.whole ? option.name : `— ${option.name}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('channels.imports.name')}
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('channels.imports.namePlaceholder')}
          required
          maxLength={30}
        />
      </label>
      <label>
        {t('channels.imports.url')}
        <input type="url" value={url} onChange={(event) => setUrl(event.target.value)} required />
      </label>
      {dorm ? (
        <label>
          {t('channels.imports.beds')}
          <input type="number" min={1} value={beds} onChange={(event) => setBeds(event.target.value)} required />
        </label>
      ) : null}
      <FormMessages messages={errors} />
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? t('channels.imports.adding') : t('channels.imports.add')}
      </button>
    </form>
  );
}
