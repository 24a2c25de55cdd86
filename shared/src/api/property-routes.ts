import { endpoints } from './endpoints';
import * as schemas from './account-schemas';
import * as exportSchemas from './export-schemas';
import * as propertySchemas from './property-schemas';
import * as rateSchemas from './rate-schemas';
import * as roomTypeSchemas from './room-type-schemas';
import type { RouteDefinition } from './route-definition';

// The property, its room types and their rates and availability.

export const propertyRoutes = {
  getProperty: { ...endpoints.getProperty, response: propertySchemas.property, table: ['GetItem'], changesState: false },
  updateProperty: {
    ...endpoints.updateProperty,
    body: propertySchemas.updatePropertyBody,
    response: propertySchemas.property,
    table: ['GetItem', 'UpdateItem'],
    changesState: true,
  },
  exportPropertyData: {
    ...endpoints.exportPropertyData,
    query: exportSchemas.exportQuery,
    // A file (JSON or CSV), not a JSON answer to validate: the JSON one is propertyExport.
    response: exportSchemas.propertyExport,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  listRoomTypes: { ...endpoints.listRoomTypes, response: roomTypeSchemas.roomTypeList, table: ['GetItem', 'Query'], changesState: false },
  createRoomType: {
    ...endpoints.createRoomType,
    body: roomTypeSchemas.createRoomTypeBody,
    response: roomTypeSchemas.roomType,
    status: 201,
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  updateRoomType: {
    ...endpoints.updateRoomType,
    params: roomTypeSchemas.roomTypeIdParams,
    body: roomTypeSchemas.updateRoomTypeBody,
    response: roomTypeSchemas.roomType,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  renameUnits: {
    ...endpoints.renameUnits,
    params: roomTypeSchemas.roomTypeIdParams,
    body: roomTypeSchemas.renameUnitsBody,
    response: roomTypeSchemas.roomType,
    table: ['GetItem', 'Query', 'UpdateItem'],
    changesState: true,
  },
  deleteRoomType: {
    ...endpoints.deleteRoomType,
    params: roomTypeSchemas.roomTypeIdParams,
    response: schemas.message,
    table: ['GetItem', 'Query', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    changesState: true,
  },
  createRateRange: {
    ...endpoints.createRateRange,
    params: rateSchemas.rateRangeParams,
    body: rateSchemas.createRateRangeBody,
    response: roomTypeSchemas.ratePlan,
    status: 201,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  getRatesAndAvailability: {
    ...endpoints.getRatesAndAvailability,
    params: rateSchemas.ratesWindowParams,
    response: rateSchemas.ratesAndAvailability,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
} as const satisfies Record<string, RouteDefinition>;
