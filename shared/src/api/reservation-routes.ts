import { endpoints } from './endpoints';
import * as assignBedsSchemas from './assign-beds-schemas';
import * as rateSchemas from './rate-schemas';
import * as reportSchemas from './report-schemas';
import * as reservationSchemas from './reservation-schemas';
import * as lifecycleSchemas from './stay-lifecycle-schemas';
import * as swapBedsSchemas from './swap-beds-schemas';
import type { RouteDefinition } from './route-definition';

// Reservations: booking, changes, beds, the stay's lifecycle, and the reports read from them.

export const reservationRoutes = {
  createReservation: {
    ...endpoints.createReservation,
    body: reservationSchemas.createReservationBody,
    response: reservationSchemas.reservation,
    status: 201,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  updateReservationDates: {
    ...endpoints.updateReservationDates,
    params: reservationSchemas.reservationIdParams,
    body: reservationSchemas.updateReservationDatesBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  moveStayToRoomType: {
    ...endpoints.moveStayToRoomType,
    params: reservationSchemas.reservationIdParams,
    body: reservationSchemas.moveStayToRoomTypeBody,
    response: reservationSchemas.reservation,
    // GetItem: the session, the user, the reservation; Query: the room types and both types' nights.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  updateReservation: {
    ...endpoints.updateReservation,
    params: reservationSchemas.reservationIdParams,
    body: reservationSchemas.updateReservationBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  updatePaymentStatus: {
    ...endpoints.updatePaymentStatus,
    params: reservationSchemas.reservationIdParams,
    body: reservationSchemas.paymentStatusBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  recordPayment: {
    ...endpoints.recordPayment,
    params: reservationSchemas.reservationIdParams,
    body: reservationSchemas.recordPaymentBody,
    response: reservationSchemas.reservation,
    status: 201,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  updateReservationStatus: {
    ...endpoints.updateReservationStatus,
    params: reservationSchemas.reservationIdParams,
    body: reservationSchemas.reservationStatusBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  findReservations: {
    ...endpoints.findReservations,
    params: reservationSchemas.findCriteriaParams,
    response: reservationSchemas.reservationList,
    // BatchGetItem: the guests a search finds by email, phone or document.
    table: ['GetItem', 'Query', 'BatchGetItem'],
    queriesIndex: true,
    changesState: false,
  },
  listReservationsSimple: {
    ...endpoints.listReservationsSimple,
    params: rateSchemas.ratesWindowParams,
    response: reservationSchemas.reservationList,
    table: ['GetItem', 'Query'],
    queriesIndex: true,
    changesState: false,
  },
  getReservation: {
    ...endpoints.getReservation,
    params: reservationSchemas.reservationIdParams,
    response: reservationSchemas.reservation,
    table: ['GetItem'],
    changesState: false,
  },
  assignBedsAtCheckIn: {
    ...endpoints.assignBedsAtCheckIn,
    response: reservationSchemas.bedsAssigned,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    queriesIndex: true,
    changesState: true,
  },
  getHomeReservations: {
    ...endpoints.getHomeReservations,
    response: reservationSchemas.homeReservations,
    table: ['GetItem', 'Query', 'BatchGetItem'],
    queriesIndex: true,
    changesState: false,
  },
  assignBeds: {
    ...endpoints.assignBeds,
    params: reservationSchemas.reservationIdParams,
    body: assignBedsSchemas.assignBedsBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  checkIn: {
    ...endpoints.checkIn,
    params: reservationSchemas.reservationIdParams,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  checkOut: {
    ...endpoints.checkOut,
    params: reservationSchemas.reservationIdParams,
    body: lifecycleSchemas.checkOutBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  reinstateReservation: {
    ...endpoints.reinstateReservation,
    params: reservationSchemas.reservationIdParams,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  updateInternalNotes: {
    ...endpoints.updateInternalNotes,
    params: reservationSchemas.reservationIdParams,
    body: lifecycleSchemas.internalNotesBody,
    response: reservationSchemas.reservation,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  resendStayConfirmation: {
    ...endpoints.resendStayConfirmation,
    params: reservationSchemas.reservationIdParams,
    response: reservationSchemas.confirmationResent,
    // The session, the reservation and its guest; the limit's window (Update, or Put replacing an ended one); the queued mail.
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  writeToGuest: {
    ...endpoints.writeToGuest,
    params: reservationSchemas.reservationIdParams,
    body: lifecycleSchemas.guestMessageBody,
    response: lifecycleSchemas.guestMessageSent,
    // GetItem: the session, the reservation, its guest; UpdateItem/PutItem: the per-reservation counter; PutItem: the outbox.
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  getReservationHistory: {
    ...endpoints.getReservationHistory,
    params: reservationSchemas.reservationIdParams,
    response: lifecycleSchemas.reservationHistoryAnswer,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  getReports: {
    ...endpoints.getReports,
    query: reportSchemas.reportQuery,
    response: reportSchemas.report,
    // GetItem: the session and the property; Query: room types, nights, gsi1 stay windows; BatchGetItem: arriving guests' countries.
    table: ['GetItem', 'Query', 'BatchGetItem'],
    queriesIndex: true,
    changesState: false,
  },
  swapBeds: {
    ...endpoints.swapBeds,
    params: reservationSchemas.reservationIdParams,
    body: swapBedsSchemas.swapBedsBody,
    response: swapBedsSchemas.bedsSwapped,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies Record<string, RouteDefinition>;
