import { defineHandler } from '../http/define-handler';
import { propertyFile } from '../http/property-file';

/** The signed-in admin's download; a closed property's admin downloads with the password (exportClosedPropertyData). */
export const handler = defineHandler('exportPropertyData', ({ session, query }) => propertyFile(session.propertyId, query));
