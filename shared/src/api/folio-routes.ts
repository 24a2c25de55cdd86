import { endpoints } from './endpoints';
import * as folioSchemas from './folio-schemas';
import { reservation, reservationIdParams } from './reservation-schemas';
import type { RouteDefinition } from './route-definition';
import * as taxSchemas from './tourist-tax-schemas';

// The folio: the extras catalog, a stay's charges, the receipts of its payments, and the tourist tax.

export const folioRoutes = {
  listExtras: { ...endpoints.listExtras, response: folioSchemas.extraList, table: ['GetItem', 'Query'], changesState: false },
  createExtra: {
    ...endpoints.createExtra,
    body: folioSchemas.extraBody,
    response: folioSchemas.extra,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  updateExtra: {
    ...endpoints.updateExtra,
    params: folioSchemas.extraIdParams,
    body: folioSchemas.extraBody,
    response: folioSchemas.extra,
    table: ['GetItem', 'UpdateItem'],
    changesState: true,
  },
  addCharge: {
    ...endpoints.addCharge,
    params: reservationIdParams,
    body: folioSchemas.addChargeBody,
    response: reservation,
    status: 201,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  voidCharge: {
    ...endpoints.voidCharge,
    params: folioSchemas.voidChargeParams,
    body: folioSchemas.voidChargeBody,
    response: reservation,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  issueReceipt: {
    ...endpoints.issueReceipt,
    params: folioSchemas.receiptParams,
    response: folioSchemas.receipt,
    table: ['GetItem', 'PutItem', 'ConditionCheckItem'],
    changesState: true,
  },
  getTouristTax: { ...endpoints.getTouristTax, response: taxSchemas.touristTaxSetting, table: ['GetItem'], changesState: false },
  updateTouristTax: {
    ...endpoints.updateTouristTax,
    body: taxSchemas.touristTaxBody,
    response: taxSchemas.touristTaxSetting,
    table: ['GetItem', 'UpdateItem'],
    changesState: true,
  },
  exemptTouristTax: {
    ...endpoints.exemptTouristTax,
    params: reservationIdParams,
    body: taxSchemas.exemptTouristTaxBody,
    response: reservation,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
