import { team } from '../data/team-repository';
import { defineHandler } from '../http/define-handler';
import { memberView } from '../team/member-view';

export const handler = defineHandler('listUsers', async ({ session }) => ({ msg: (await team.list(session.propertyId)).map(memberView) }));
