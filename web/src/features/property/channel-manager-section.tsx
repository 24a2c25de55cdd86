import type { ChannelManagerView } from '@hostel/shared/api/channel-manager-schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessages } from '../../components/form-messages';
import { QueryState } from '../../components/query-state';
import { useDeskInstant } from '../../lib/session/desk-instant';
import { useConnectChannelManager } from './api/connect-channel-manager';
import { useDisconnectChannelManager } from './api/disconnect-channel-manager';
import { useChannelManager } from './api/get-channel-manager';
import { ChannelManagerBookings } from './channel-manager-bookings';
import { useResyncChannelManager } from './api/resync-channel-manager';
import { ChannelManagerMapping } from './channel-manager-mapping';
import './channel-manager.css';

interface SectionProps {
  onMessage(message: string, tone?: 'success' | 'error'): void;
}

/** The Channex connection: its API key when not connected; the Channex property, the mapping and Disconnect when it is. */
export function ChannelManagerSection({ onMessage }: SectionProps) {
  const { t } = useTranslation();
  const connection = useChannelManager();
  return (
    <section className="card settings-section channel-manager" aria-labelledby="channel-manager-title">
      <div className="section-header">
        <h2 id="channel-manager-title">{t('channelManager.title')}</h2>
      </div>
      <QueryState query={connection} loading={t('channelManager.loading')} failed={t('channelManager.failed')}>
        {(view) => <ConnectionState view={view} onMessage={onMessage} />}
      </QueryState>
    </section>
  );
}

function ConnectionState({ view, onMessage }: { view: ChannelManagerView; onMessage: SectionProps['onMessage'] }) {
  if (view.connected) return <Connected view={view} onMessage={onMessage} />;
  return <ConnectForm />;
}

function ConnectForm() {
  const { t } = useTranslation();
  const connect = useConnectChannelManager();
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    try {
      await connect.mutateAsync({ api_key: apiKey });
      setApiKey('');
    } catch (error) {
      setErrors([(error as Error).message]);
    }
  }

  return (
    <>
      <p className="section-note">{t('channelManager.lead')}</p>
      <form className="channel-manager-connect" onSubmit={(event) => void submit(event)}>
        <label>
          {t('channelManager.apiKey')}
          <input
            type="password"
            name="channex-api-key"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            aria-describedby="channel-manager-key-help"
            required
            maxLength={200}
          />
        </label>
        <p id="channel-manager-key-help" className="muted">
          {t('channelManager.apiKeyHelp')}
        </p>
        <FormMessages messages={errors} />
        <div>
          <button type="submit" className="button button-primary" disabled={connect.isPending} aria-busy={connect.isPending || undefined}>
            {connect.isPending ? t('channelManager.connecting') : t('channelManager.connect')}
          </button>
        </div>
      </form>
    </>
  );
}

function Connected({ view, onMessage }: { view: ChannelManagerView; onMessage: SectionProps['onMessage'] }) {
  const { t } = useTranslation();
  const disconnect = useDisconnectChannelManager();
  const formatInstant = useDeskInstant();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');

  async function confirmDisconnect() {
    setError('');
    try {
      const answer = await disconnect.mutateAsync();
      setConfirming(false);
      onMessage(answer.msg);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <>
      <div className="channel-manager-status">
        <p>
          <strong data-testid="channel-manager-property">{t('channelManager.connected', { title: view.channel_property_title })}</strong>
          <br />
          <span className="muted">{t('channelManager.connectedSince', { when: formatInstant(view.connected_at ?? '') })}</span>
        </p>
        <button
          type="button"
          className="button button-small button-danger-outline"
          onClick={() => {
            setError('');
            setConfirming(true);
          }}
        >
          {t('channelManager.disconnect')}
        </button>
      </div>
      <ChannelManagerMapping view={view} onMessage={onMessage} />
      <ChannelManagerBookings view={view} />
      <PushStatus view={view} onMessage={onMessage} />
      <ConfirmDialog
        open={confirming}
        title={t('channelManager.disconnectTitle')}
        confirmLabel={t('channelManager.disconnect')}
        busyLabel={t('channelManager.disconnecting')}
        busy={disconnect.isPending}
        error={error}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDisconnect()}
      >
        <p>{t('channelManager.disconnectBody')}</p>
      </ConfirmDialog>
    </>
  );
}

/** How availability and rates last went out, and the full resync: every night of the next 500 sent again. */
function PushStatus({ view, onMessage }: { view: ChannelManagerView; onMessage: SectionProps['onMessage'] }) {
  const { t } = useTranslation();
  const resync = useResyncChannelManager();
  const formatInstant = useDeskInstant();

  async function sendAll() {
    try {
      const answer = await resync.mutateAsync();
      onMessage(answer.msg, answer.sent ? 'success' : 'error');
    } catch (failure) {
      onMessage((failure as Error).message, 'error');
    }
  }

  return (
    <div className="channel-manager-status channel-manager-push">
      <p className="muted" data-testid="channel-manager-push">
        {view.last_push_error
          ? t('channelManager.pushWaiting')
          : view.last_push_at
            ? t('channelManager.pushedAt', { when: formatInstant(view.last_push_at) })
            : t('channelManager.pushNever')}
      </p>
      <button
        type="button"
        className="button button-small"
        disabled={resync.isPending}
        aria-busy={resync.isPending || undefined}
        onClick={() => void sendAll()}
      >
        {resync.isPending ? t('channelManager.resyncing') : t('channelManager.resync')}
      </button>
    </div>
  );
}
