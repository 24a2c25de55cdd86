import type { ChannelManagerView } from '@hostel/shared/api/channel-manager-schemas';
import type { ChannelPullView } from '@hostel/shared/api/channel-sync-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../components/form-messages';
import { useDeskInstant } from '../../lib/session/desk-instant';
import { useSyncChannelManager } from './api/sync-channel-manager';

/** The channel manager's bookings in: when they were last pulled, "Sync now", and the webhook address to paste in Channex. */
export function ChannelManagerBookings({ view }: { view: ChannelManagerView }) {
  const { t } = useTranslation();
  const sync = useSyncChannelManager();
  const formatInstant = useDeskInstant();
  const [said, setSaid] = useState<string[]>([]);
  const [error, setError] = useState('');
  const failure = (kind: string) => t(`channelManager.pullError.${kind}`, { defaultValue: t('channelManager.pullError.failed') });

  function told(answer: ChannelPullView): string[] {
    if (answer.sync_running) return [t('channelManager.syncRunning')];
    const lines = [t('channelManager.synced', { applied: answer.applied, conflicts: answer.conflicts })];
    if (answer.left_to_desk > 0) lines.push(t('channelManager.leftToDesk', { count: answer.left_to_desk }));
    if (answer.more) lines.push(t('channelManager.syncMore'));
    if (answer.error) lines.push(failure(answer.error));
    return lines;
  }

  async function syncNow() {
    setError('');
    setSaid([]);
    try {
      setSaid(told(await sync.mutateAsync()));
    } catch (problem) {
      setError((problem as Error).message);
    }
  }

  return (
    <div className="channel-manager-bookings">
      <h3>{t('channelManager.bookingsTitle')}</h3>
      <p className="section-note">{t('channelManager.bookingsLead')}</p>
      <p className="muted" data-testid="channel-manager-last-pull">
        {view.last_pull_at ? t('channelManager.lastPull', { when: formatInstant(view.last_pull_at) }) : t('channelManager.neverPulled')}
        {view.last_pull_error ? ` ${failure(view.last_pull_error)}` : ''}
      </p>
      <div>
        <button
          type="button"
          className="button button-small"
          disabled={sync.isPending}
          aria-busy={sync.isPending || undefined}
          onClick={() => void syncNow()}
        >
          {sync.isPending ? t('channelManager.syncing') : t('channelManager.syncNow')}
        </button>
      </div>
      <div role="status">{said.length > 0 && <p data-testid="channel-manager-synced">{said.join(' ')}</p>}</div>
      <FormMessages messages={error ? [error] : []} />
      {view.webhook_url && (
        <div className="channel-manager-webhook">
          <label htmlFor="channel-manager-webhook">{t('channelManager.webhook')}</label>
          <input
            id="channel-manager-webhook"
            type="text"
            readOnly
            value={view.webhook_url}
            onFocus={(event) => event.target.select()}
            aria-describedby="channel-manager-webhook-help"
          />
          <p id="channel-manager-webhook-help" className="muted">
            {t('channelManager.webhookHelp')}
          </p>
        </div>
      )}
    </div>
  );
}
