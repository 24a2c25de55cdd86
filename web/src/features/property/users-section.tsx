import type { TeamMember } from '@hostel/shared/api/team-schemas';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { QueryState } from '../../components/query-state';
import type { EndpointName } from '@hostel/shared/api/endpoints';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { useDeleteUser } from './api/delete-user';
import { useUsersQuery } from './api/list-users';
import { useResendInvitation } from './api/resend-invitation';
import { fullName, isChangeable, roleLabel, teamIsFull, usersSummary } from './team-view';
import { AddUserForm, EditUserForm } from './user-form';

interface SectionProps {
  attempt(call: EndpointName, open: () => void): void;
  onMessage(message: string, tone?: 'success' | 'error'): void;
}

type Editor = { kind: 'add' } | { kind: 'edit'; member: TeamMember } | { kind: 'delete'; member: TeamMember } | undefined;

/** Users of the property (spec §2, §6): add, edit and delete members; admins and yourself are not changed here. */
export function UsersSection({ attempt, onMessage }: SectionProps) {
  const { t } = useTranslation();
  const query = useUsersQuery();
  const { userId } = useSignedInUser();
  const [editor, setEditor] = useState<Editor>();
  const [deleteError, setDeleteError] = useState('');
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const close = () => setEditor(undefined);

  function saved(message: string, tone: 'success' | 'error') {
    close();
    onMessage(message, tone);
  }

  async function confirmDelete(member: TeamMember) {
    setDeleteError('');
    try {
      const answer = await remove.mutateAsync(member._id);
      close();
      onMessage(answer.msg);
    } catch (error) {
      setDeleteError(t('team.deleteFailed', { reason: (error as Error).message }));
    }
  }

  async function resendTo(member: TeamMember) {
    try {
      const answer = await resend.mutateAsync(member._id);
      onMessage(answer.msg);
    } catch (error) {
      onMessage((error as Error).message, 'error');
    }
  }

  const members = query.data ?? [];
  const editing = editor?.kind === 'edit' || editor?.kind === 'delete' ? editor.member : undefined;

  return (
    <section className="card settings-section" aria-labelledby="users-title">
      <div className="section-header">
        <h2 id="users-title">{t('team.title')}</h2>
        <button type="button" className="button button-primary" onClick={() => attempt('createUser', () => setEditor({ kind: 'add' }))}>
          {t('team.add')}
        </button>
      </div>
      <QueryState query={query} loading={t('team.loading')} failed={t('team.failed')}>
        {(list) => (
          <>
            <ul className="plain-list member-list">
              {list.map((member) => {
                const name = fullName(member);
                const self = member._id === userId;
                return (
                  <li key={member._id} className="member">
                    <div className="member-who">
                      <span className="member-name">
                        {name}
                        {self ? <span className="muted"> {t('team.you')}</span> : null}
                      </span>
                      <span className="member-email">{member.username}</span>
                    </div>
                    <div className="member-badges">
                      <span className="badge">{roleLabel(member.role)}</span>
                      {member.invitation_pending ? <span className="badge badge-warning">{t('team.invitationPending')}</span> : null}
                    </div>
                    <div className="member-actions">
                      {member.invitation_pending ? (
                        <button
                          type="button"
                          className="button button-small"
                          disabled={resend.isPending && resend.variables === member._id}
                          aria-label={t('team.resendTo', { name })}
                          onClick={() => attempt('resendInvitation', () => void resendTo(member))}
                        >
                          {resend.isPending && resend.variables === member._id ? t('team.sending') : t('team.resend')}
                        </button>
                      ) : null}
                      {isChangeable(member, userId) ? (
                        <>
                          <button
                            type="button"
                            className="button button-small"
                            onClick={() => attempt('updateUser', () => setEditor({ kind: 'edit', member }))}
                          >
                            {t('property.edit')}
                            <span className="visually-hidden"> {name}</span>
                          </button>
                          <button
                            type="button"
                            className="button button-small button-danger-outline"
                            onClick={() =>
                              attempt('deleteUser', () => {
                                setDeleteError('');
                                setEditor({ kind: 'delete', member });
                              })
                            }
                          >
                            {t('property.delete')}
                            <span className="visually-hidden"> {name}</span>
                          </button>
                        </>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="section-note">{usersSummary(list.length)}</p>
          </>
        )}
      </QueryState>

      <Dialog open={editor?.kind === 'add'} onClose={close} title={t('team.add')}>
        <AddUserForm full={teamIsFull(members.length)} onSaved={saved} onCancel={close} />
      </Dialog>
      <Dialog open={editor?.kind === 'edit'} onClose={close} title={t('team.editTitle')}>
        {editor?.kind === 'edit' ? <EditUserForm member={editor.member} onSaved={saved} onCancel={close} /> : null}
      </Dialog>
      <ConfirmDialog
        open={editor?.kind === 'delete'}
        title={t('team.deleteTitle')}
        confirmLabel={t('team.deleteConfirm')}
        busyLabel={t('property.deleting')}
        busy={remove.isPending}
        error={deleteError}
        onClose={close}
        onConfirm={() => editing && void confirmDelete(editing)}
      >
        <p>
          {editing ? (
            <Trans
              i18nKey="team.deleteBody"
              values={{ name: fullName(editing), email: editing.username }}
              components={{ strong: <strong /> }}
            />
          ) : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}
