import type { RoomType } from '@hostel/shared/api/room-type-schemas';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { QueryState } from '../../../components/query-state';
import { useFlashMessage } from '../../../components/use-flash-message';
import { useRoleGate } from '../../../components/use-role-gate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteRoomType } from '../api/delete-room-type';
import { usePropertyQuery } from '../api/get-property';
import { useRoomTypes } from '../../../api/list-room-types';
import { NoRoomTypes } from '../no-room-types';
import { PropertySettingsNav } from '../property-settings-nav';
import { RenameUnitsDialog } from '../rename-units-dialog';
import { RoomTypeCard } from '../room-type-card';
import { CreateRoomTypeForm, EditRoomTypeForm } from '../room-type-form';
import { bedsLeft, bedsSummary } from '../room-type-view';
import '../property.css';

type Editor =
  | { kind: 'create' }
  | { kind: 'edit'; roomType: RoomType }
  | { kind: 'rename'; roomType: RoomType }
  | { kind: 'delete'; roomType: RoomType }
  | undefined;

/** /app/property/room-types (spec §2): a card per room type, and creating, editing and deleting them. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.pageTitle', { page: t('pages.roomTypes') }));
  const query = useRoomTypes();
  // New types start in the property's currency (set at sign-up from its country).
  const property = usePropertyQuery();
  const gate = useRoleGate();
  const flash = useFlashMessage();
  const remove = useDeleteRoomType();
  const [editor, setEditor] = useState<Editor>();
  const [deleteError, setDeleteError] = useState('');
  const close = () => setEditor(undefined);
  const types = query.data ?? [];
  const deleting = editor?.kind === 'delete' ? editor.roomType : undefined;

  function saved(message: string) {
    close();
    flash.show(message);
  }

  async function confirmDelete(roomType: RoomType) {
    setDeleteError('');
    try {
      const answer = await remove.mutateAsync(roomType._id);
      saved(answer.msg);
    } catch (error) {
      setDeleteError((error as Error).message);
    }
  }

  return (
    <div className="app-page settings-page">
      <PropertySettingsNav />
      <div className="page-title-row">
        <h1>{t('pages.roomTypes')}</h1>
        <button
          type="button"
          className="button button-primary"
          onClick={() => gate.attempt('createRoomType', () => setEditor({ kind: 'create' }))}
          disabled={!query.data}
        >
          {t('roomTypes.create')}
        </button>
      </div>
      <QueryState query={query} loading={t('roomTypes.loading')} failed={t('roomTypes.failed')}>
        {(list) => (
          <>
            <p className="section-note">{bedsSummary(list)}</p>
            {list.length === 0 ? (
              <div className="card">
                <NoRoomTypes />
              </div>
            ) : (
              <ul className="plain-list room-type-grid">
                {list.map((roomType) => (
                  <RoomTypeCard
                    key={roomType._id}
                    roomType={roomType}
                    onEdit={() => gate.attempt('updateRoomType', () => setEditor({ kind: 'edit', roomType }))}
                    onRename={() => gate.attempt('renameUnits', () => setEditor({ kind: 'rename', roomType }))}
                    onDelete={() =>
                      gate.attempt('deleteRoomType', () => {
                        setDeleteError('');
                        setEditor({ kind: 'delete', roomType });
                      })
                    }
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>

      <Dialog open={editor?.kind === 'create'} onClose={close} title={t('roomTypes.create')}>
        <CreateRoomTypeForm
          bedsLeft={bedsLeft(types)}
          currency={property.data?.currency ?? types[0]?.currency ?? 'USD'}
          onSaved={saved}
          onCancel={close}
        />
      </Dialog>
      <Dialog open={editor?.kind === 'edit'} onClose={close} title={t('roomTypes.editTitle')}>
        {editor?.kind === 'edit' ? <EditRoomTypeForm roomType={editor.roomType} onSaved={saved} onCancel={close} /> : null}
      </Dialog>
      <RenameUnitsDialog
        open={editor?.kind === 'rename'}
        roomType={editor?.kind === 'rename' ? editor.roomType : undefined}
        onClose={close}
        onSaved={saved}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('roomTypes.deleteTitle')}
        confirmLabel={t('roomTypes.deleteConfirm')}
        busyLabel={t('property.deleting')}
        busy={remove.isPending}
        error={deleteError}
        onClose={close}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        {deleting ? (
          <>
            <p>
              <Trans i18nKey="roomTypes.deleteBody" values={{ name: deleting.description }} components={{ strong: <strong /> }} />
            </p>
            <p>{t('roomTypes.deleteNote')}</p>
          </>
        ) : null}
      </ConfirmDialog>
      {gate.deniedDialog}
      {flash.dialog}
    </div>
  );
}
