import { endpoints } from './endpoints';
import * as schemas from './account-schemas';
import * as teamSchemas from './team-schemas';
import type { RouteDefinition } from './route-definition';

// The team: members, their roles and invitations.

export const teamRoutes = {
  listUsers: { ...endpoints.listUsers, response: teamSchemas.teamList, table: ['GetItem', 'Query'], changesState: false },
  createUser: {
    ...endpoints.createUser,
    body: teamSchemas.createUserBody,
    response: teamSchemas.createdUser,
    status: 201,
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    hashesPasswords: true,
    changesState: true,
  },
  updateUser: {
    ...endpoints.updateUser,
    params: teamSchemas.userIdParams,
    body: teamSchemas.updateUserBody,
    response: teamSchemas.updatedUser,
    table: ['GetItem', 'Query', 'UpdateItem', 'BatchWriteItem'],
    changesState: true,
  },
  deleteUser: {
    ...endpoints.deleteUser,
    params: teamSchemas.userIdParams,
    response: schemas.message,
    table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    changesState: true,
  },
  resendInvitation: {
    ...endpoints.resendInvitation,
    params: teamSchemas.userIdParams,
    response: teamSchemas.invitationSent,
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  acceptInvitation: {
    ...endpoints.acceptInvitation,
    params: teamSchemas.invitationParams,
    body: teamSchemas.acceptInvitationBody,
    response: schemas.message,
    table: ['DeleteItem', 'UpdateItem'],
    hashesPasswords: true,
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
