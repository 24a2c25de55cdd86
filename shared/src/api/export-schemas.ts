import { said } from '../i18n/message';
import * as z from 'zod/mini';
import { guest } from './guest-schemas';
import { property } from './property-schemas';
import { reservation } from './reservation-schemas';
import { roomType } from './room-type-schemas';

// The property's data as a file (GET /properties/export): one JSON document of everything, or one CSV per
// entity. The entities are the very views the other calls answer, so a field added to a view is exported too.

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export const EXPORT_ENTITIES = ['reservations', 'guests'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportEntity = (typeof EXPORT_ENTITIES)[number];

export const exportQuery = /* @__PURE__ */ (() =>
  z
    .strictObject({
      format: z._default(z.enum(EXPORT_FORMATS, said('validation.formatJsonCsv')), 'json'),
      what: z.optional(z.enum(EXPORT_ENTITIES, said('validation.whatReservationsGuests'))),
    })
    .check(
      z.refine((query) => query.format !== 'csv' || query.what !== undefined, {
        message: said('validation.chooseWhatExportCsv'),
        path: ['what'],
      }),
    ))();
export type ExportQuery = z.infer<typeof exportQuery>;

export const propertyExport = /* @__PURE__ */ (() =>
  z.object({
    property,
    room_types: z.array(roomType),
    guests: z.array(guest),
    reservations: z.array(reservation),
    exported_at: z.string(),
  }))();
export type PropertyExport = z.infer<typeof propertyExport>;
