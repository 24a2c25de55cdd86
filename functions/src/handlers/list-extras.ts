import { extras } from '../data/extra-repository';
import { defineHandler } from '../http/define-handler';
import { extraView } from '../property/extra-views';

/** The property's extras catalog, inactive ones included (the desk's menus show the active ones). */
export const handler = defineHandler('listExtras', async ({ session }) => (await extras.list(session.propertyId)).map(extraView));
