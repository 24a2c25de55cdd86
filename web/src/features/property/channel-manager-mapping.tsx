import type { ChannelManagerRooms, ChannelManagerView, MappingWarning } from '@hostel/shared/api/channel-manager-schemas';
import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomTypes } from '../../api/list-room-types';
import { FormMessages } from '../../components/form-messages';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useChannelManagerRooms } from './api/list-channel-manager-rooms';
import { useMapChannelManagerRooms } from './api/map-channel-manager-rooms';

interface MappingProps {
  view: ChannelManagerView;
  onMessage(message: string, tone?: 'success' | 'error'): void;
}

/** Our room type id → the Channex room type and rate plan it sells as ('' for none). */
type Draft = Record<string, { room: string; plan: string }>;

/** The saved mapping, less what Channex no longer has (a room type or plan deleted there): those rows start empty. */
function draftOf(view: ChannelManagerView, theirs: ChannelManagerRooms): Draft {
  const plansOf = new Map(theirs.room_types.map((room) => [room.id, new Set(room.rate_plans.map((plan) => plan.id))]));
  return Object.fromEntries(
    (view.mappings ?? [])
      .filter((mapping) => plansOf.get(mapping.channel_room_type_id)?.has(mapping.channel_rate_plan_id))
      .map((mapping) => [mapping.room_type_id, { room: mapping.channel_room_type_id, plan: mapping.channel_rate_plan_id }]),
  );
}

/** A mapping's warning in the reader's words; a dorm's `theirs` is Channex's kind and adults (`room:2`). */
function warningText(t: TFunction, warning: MappingWarning, name: string): string {
  if (warning.kind === 'units') return t('channelManager.warningUnits', { name, ours: warning.ours, theirs: warning.theirs });
  if (warning.kind === 'currency') return t('channelManager.warningCurrency', { name, ours: warning.ours, theirs: warning.theirs });
  const [kind, adults] = warning.theirs.split(':');
  return kind === 'room' ? t('channelManager.warningDormRoom', { name }) : t('channelManager.warningDormAdults', { name, adults });
}

/** Each of our room types → a Channex room type and rate plan, read live from Channex; saved as one mapping. */
export function ChannelManagerMapping({ view, onMessage }: MappingProps) {
  const { t } = useTranslation();
  const types = useRoomTypes();
  const rooms = useChannelManagerRooms(true);
  return (
    <div className="channel-manager-mapping">
      <h3>{t('channelManager.mappingTitle')}</h3>
      <p className="section-note">{t('channelManager.mappingLead')}</p>
      <QueryState query={types} loading={t('channelManager.roomsLoading')} failed={t('channelManager.roomsFailed')}>
        {(ours) => (
          <QueryState query={rooms} loading={t('channelManager.roomsLoading')} failed={t('channelManager.roomsFailed')}>
            {(theirs) =>
              ours.length === 0 ? (
                <p>{t('channelManager.noRoomTypes')}</p>
              ) : theirs.room_types.length === 0 ? (
                <p>{t('channelManager.noChannelRooms')}</p>
              ) : (
                <MappingForm ours={ours} theirs={theirs} view={view} onMessage={onMessage} />
              )
            }
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}

function MappingForm({ ours, theirs, view, onMessage }: MappingProps & { ours: RoomType[]; theirs: ChannelManagerRooms }) {
  const { t } = useTranslation();
  const save = useMapChannelManagerRooms();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view, theirs));
  const [errors, setErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<MappingWarning[]>([]);
  const nameOf = (id: string) => ours.find((type) => type._id === id)?.description ?? id;

  function chooseRoom(typeId: string, room: string) {
    const plans = theirs.room_types.find((candidate) => candidate.id === room)?.rate_plans ?? [];
    // One plan: it is the only choice; several: the owner picks.
    setDraft((current) => ({ ...current, [typeId]: { room, plan: plans.length === 1 ? (plans[0]?.id ?? '') : '' } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    setWarnings([]);
    const mappings = ours
      .map((type) => ({ type, chosen: draft[type._id] }))
      .filter(({ chosen }) => chosen?.room)
      .map(({ type, chosen }) => ({
        room_type_id: type._id,
        channel_room_type_id: chosen?.room ?? '',
        channel_rate_plan_id: chosen?.plan ?? '',
      }));
    try {
      const answer = await save.mutateAsync({ mappings });
      setWarnings(answer.warnings ?? []);
      onMessage(t('channelManager.saved'));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [(error as Error).message]);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <table className="channel-mapping-table">
        <thead>
          <tr>
            <th scope="col">{t('channelManager.ourRoomType')}</th>
            <th scope="col">{t('channelManager.channelRoomType')}</th>
            <th scope="col">{t('channelManager.ratePlan')}</th>
          </tr>
        </thead>
        <tbody>
          {ours.map((type) => {
            const chosen = draft[type._id] ?? { room: '', plan: '' };
            const plans = theirs.room_types.find((room) => room.id === chosen.room)?.rate_plans ?? [];
            return (
              <tr key={type._id} data-room-type={type._id}>
                <th scope="row">{type.description}</th>
                <td>
                  <select
                    aria-label={t('channelManager.channelRoomTypeOf', { name: type.description })}
                    value={chosen.room}
                    onChange={(event) => chooseRoom(type._id, event.target.value)}
                  >
                    <option value="">{t('channelManager.notSold')}</option>
                    {theirs.room_types.map((room) => (
                      <option key={room.id} value={room.id}>
                        {t('channelManager.units', { title: room.title, count: room.units })}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <select
                    aria-label={t('channelManager.ratePlanOf', { name: type.description })}
                    value={chosen.plan}
                    disabled={!chosen.room}
                    required={Boolean(chosen.room)}
                    onChange={(event) =>
                      setDraft((current) => ({ ...current, [type._id]: { room: chosen.room, plan: event.target.value } }))
                    }
                  >
                    <option value="">{t('channelManager.choosePlan')}</option>
                    {plans.map((plan) => (
                      <option key={plan.id} value={plan.id}>
                        {plan.title} · {plan.currency}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormMessages messages={errors} />
      {warnings.length > 0 ? (
        <ul className="plain-list channel-mapping-warnings" role="status">
          {warnings.map((warning) => (
            <li key={`${warning.room_type_id}-${warning.kind}`}>{warningText(t, warning, nameOf(warning.room_type_id))}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="button button-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('components.saving') : t('channelManager.save')}
      </button>
    </form>
  );
}
