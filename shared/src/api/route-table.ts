import type * as z from 'zod/mini';
import * as schemas from './account-schemas';
import * as assignBedsSchemas from './assign-beds-schemas';
import * as calendarFeedSchemas from './calendar-feed-schemas';
import * as bookingPageSchemas from './booking-page-schemas';
import * as exportSchemas from './export-schemas';
import * as guestSchemas from './guest-schemas';
import * as propertySchemas from './property-schemas';
import * as rateSchemas from './rate-schemas';
import * as reportSchemas from './report-schemas';
import * as reservationSchemas from './reservation-schemas';
import * as lifecycleSchemas from './stay-lifecycle-schemas';
import * as roomTypeSchemas from './room-type-schemas';
import * as swapBedsSchemas from './swap-beds-schemas';
import * as teamSchemas from './team-schemas';
import { endpoints, type Endpoint, type EndpointName } from './endpoints';

export { API_PREFIX, buildPath, kebabName } from './endpoints';
export type { Access, HttpMethod } from './endpoints';

/** The table actions a call may declare; each is one IAM action `dynamodb:<name>`. */
export const TABLE_ACTIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

export interface RouteDefinition extends Endpoint {
  body?: z.ZodMiniType;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Success status; 200 unless the call creates something. */
  status?: 200 | 201;
  /**
   * The DynamoDB actions the call's code performs on the table (a transaction needs the action of each
   * of its parts). IAM grants exactly these, and the local runtime refuses any other, so a missing or
   * extra declaration fails in `npm test`, not after a deploy. Empty: the call never touches the table.
   */
  table: readonly TableAction[];
  /** The call queries the gsi1 index; granted on the index alone. */
  queriesIndex?: boolean;
  /** Only calls that send mail get the right to. None does: all mail is queued (the outbox), and only the mailer sends. */
  sendsEmail?: boolean;
  /** Calls that hash passwords need the memory scrypt asks for. */
  hashesPasswords?: boolean;
  /** The Lambda's timeout when the call waits on another site (a feed); its time budget follows. Default 6 s. */
  timeoutSeconds?: number;
  /** Calls that change state (even over GET) must come from the app's own origin. */
  changesState: boolean;
}

/**
 * Every call of the API: where it lives (endpoints.ts) plus what it accepts and answers and what its
 * Lambda may do. The handler pipeline, the local server, the CDK stack and the web client all read
 * it; the key is the call's one name in every layer, and the type below holds the two files to the
 * same names.
 */
export const routeTable = {
  getCaptchaChallenge: { ...endpoints.getCaptchaChallenge, response: schemas.captchaChallenge, table: [], changesState: false },
  register: {
    ...endpoints.register,
    body: schemas.registerBody,
    response: schemas.registerResult,
    status: 201,
    table: ['PutItem', 'UpdateItem'],
    hashesPasswords: true,
    changesState: true,
  },
  confirmEmail: {
    ...endpoints.confirmEmail,
    params: schemas.tokenParams,
    response: schemas.message,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  resendVerification: {
    ...endpoints.resendVerification,
    body: schemas.emailBody,
    response: schemas.message,
    table: ['PutItem', 'UpdateItem'],
    changesState: true,
  },
  signIn: {
    ...endpoints.signIn,
    body: schemas.signInBody,
    response: schemas.message,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    hashesPasswords: true,
    changesState: true,
  },
  validateSession: { ...endpoints.validateSession, response: schemas.message, table: ['GetItem'], changesState: false },
  logout: { ...endpoints.logout, response: schemas.message, table: ['GetItem', 'DeleteItem'], changesState: true },
  getProfile: { ...endpoints.getProfile, response: schemas.profile, table: ['GetItem'], changesState: false },
  updateProfile: {
    ...endpoints.updateProfile,
    body: schemas.updateProfileBody,
    response: schemas.profile,
    table: ['GetItem', 'UpdateItem'],
    changesState: true,
  },
  changePassword: {
    ...endpoints.changePassword,
    body: schemas.changePasswordBody,
    response: schemas.message,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'BatchWriteItem', 'ConditionCheckItem'],
    hashesPasswords: true,
    changesState: true,
  },
  requestPasswordReset: {
    ...endpoints.requestPasswordReset,
    body: schemas.resetInitBody,
    response: schemas.message,
    table: ['PutItem', 'UpdateItem'],
    changesState: true,
  },
  finishPasswordReset: {
    ...endpoints.finishPasswordReset,
    params: schemas.tokenParams,
    body: schemas.finishResetBody,
    response: schemas.message,
    table: ['UpdateItem', 'Query', 'BatchWriteItem'],
    hashesPasswords: true,
    changesState: true,
  },
  deleteAccount: {
    ...endpoints.deleteAccount,
    body: schemas.deleteAccountBody,
    response: schemas.message,
    // PutItem and UpdateItem: the wrong-password throttle's counters (sign-in's).
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    hashesPasswords: true,
    changesState: true,
  },
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
  findGuestByEmail: {
    ...endpoints.findGuestByEmail,
    query: guestSchemas.findGuestQuery,
    response: guestSchemas.guestOrNull,
    table: ['GetItem'],
    changesState: false,
  },
  getGuest: {
    ...endpoints.getGuest,
    params: guestSchemas.guestIdParams,
    response: guestSchemas.guestInMsg,
    table: ['GetItem'],
    changesState: false,
  },
  searchGuests: {
    ...endpoints.searchGuests,
    query: guestSchemas.searchGuestsQuery,
    response: guestSchemas.guestList,
    table: ['GetItem', 'Query', 'BatchGetItem'],
    changesState: false,
  },
  getGuestStays: {
    ...endpoints.getGuestStays,
    params: guestSchemas.guestIdParams,
    response: guestSchemas.guestStays,
    table: ['GetItem', 'Query', 'BatchGetItem'],
    changesState: false,
  },
  createGuest: {
    ...endpoints.createGuest,
    body: guestSchemas.guestBody,
    response: guestSchemas.guest,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  updateGuest: {
    ...endpoints.updateGuest,
    params: guestSchemas.guestIdParams,
    body: guestSchemas.guestBody,
    response: guestSchemas.guest,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  eraseGuest: {
    ...endpoints.eraseGuest,
    params: guestSchemas.guestIdParams,
    response: schemas.message,
    table: ['GetItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  createReservation: {
    ...endpoints.createReservation,
    body: reservationSchemas.createReservationBody,
    response: reservationSchemas.reservation,
    status: 201,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
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
  listCalendarFeeds: {
    ...endpoints.listCalendarFeeds,
    response: calendarFeedSchemas.calendarFeedList,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  createCalendarFeed: {
    ...endpoints.createCalendarFeed,
    body: calendarFeedSchemas.createCalendarFeedBody,
    response: calendarFeedSchemas.calendarFeed,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  regenerateCalendarFeed: {
    ...endpoints.regenerateCalendarFeed,
    params: calendarFeedSchemas.calendarFeedIdParams,
    response: calendarFeedSchemas.calendarFeed,
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  revokeCalendarFeed: {
    ...endpoints.revokeCalendarFeed,
    params: calendarFeedSchemas.calendarFeedIdParams,
    response: schemas.message,
    table: ['GetItem', 'DeleteItem'],
    changesState: true,
  },
  // Public, polled by OTAs: reads only.
  getCalendarFeed: {
    ...endpoints.getCalendarFeed,
    params: calendarFeedSchemas.calendarFileParams,
    response: calendarFeedSchemas.calendarText,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  listCalendarImports: {
    ...endpoints.listCalendarImports,
    response: calendarFeedSchemas.calendarImportList,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  createCalendarImport: {
    ...endpoints.createCalendarImport,
    body: calendarFeedSchemas.createCalendarImportBody,
    response: calendarFeedSchemas.calendarImport,
    status: 201,
    table: ['GetItem', 'PutItem'],
    changesState: true,
  },
  deleteCalendarImport: {
    ...endpoints.deleteCalendarImport,
    params: calendarFeedSchemas.calendarImportIdParams,
    response: schemas.message,
    // Query and BatchWriteItem: the feed's stay links and conflicts, deleted with it.
    table: ['GetItem', 'DeleteItem', 'Query', 'BatchWriteItem'],
    changesState: true,
  },
  // "Sync now": the scheduled sync's own code for one feed; it reads the feed over the network, so it has more time.
  syncCalendarImport: {
    ...endpoints.syncCalendarImport,
    params: calendarFeedSchemas.calendarImportIdParams,
    response: calendarFeedSchemas.calendarImport,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    timeoutSeconds: 28,
    changesState: true,
  },
  listImportConflicts: {
    ...endpoints.listImportConflicts,
    response: calendarFeedSchemas.importConflictList,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  getBookingPageSettings: {
    ...endpoints.getBookingPageSettings,
    response: bookingPageSchemas.bookingPageSettings,
    table: ['GetItem'],
    changesState: false,
  },
  updateBookingPageSettings: {
    ...endpoints.updateBookingPageSettings,
    body: bookingPageSchemas.bookingPageSettingsBody,
    response: bookingPageSchemas.bookingPageSettings,
    // PutItem: the settings and the new address's lock; UpdateItem: the old address turned into a redirect.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    changesState: true,
  },
  getBookingPage: {
    ...endpoints.getBookingPage,
    params: bookingPageSchemas.slugParams,
    response: bookingPageSchemas.bookingPage,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  getBookingOffers: {
    ...endpoints.getBookingOffers,
    params: bookingPageSchemas.slugParams,
    query: bookingPageSchemas.offersQuery,
    response: bookingPageSchemas.offers,
    table: ['GetItem', 'Query'],
    changesState: false,
  },
  bookOnBookingPage: {
    ...endpoints.bookOnBookingPage,
    params: bookingPageSchemas.slugParams,
    body: bookingPageSchemas.bookOnPageBody,
    response: bookingPageSchemas.guestStay,
    status: 201,
    // The booking's transaction (as createReservation's), the guest's creation, the captcha's and throttles' writes;
    // DeleteItem: a guest created for a booking that was then refused is removed again.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  getGuestStay: {
    ...endpoints.getGuestStay,
    params: bookingPageSchemas.stayTokenParams,
    response: bookingPageSchemas.guestStay,
    table: ['GetItem'],
    changesState: false,
  },
  cancelGuestStay: {
    ...endpoints.cancelGuestStay,
    params: bookingPageSchemas.stayTokenParams,
    response: bookingPageSchemas.guestStay,
    // The desk's cancel: the reservation, its marker moved (Put, Delete), the nights released; the mails queued.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
  swapBeds: {
    ...endpoints.swapBeds,
    params: reservationSchemas.reservationIdParams,
    body: swapBedsSchemas.swapBedsBody,
    response: swapBedsSchemas.bedsSwapped,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    changesState: true,
  },
} as const satisfies { [N in EndpointName]: RouteDefinition };

export type RouteTable = typeof routeTable;
export type RouteName = keyof RouteTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends z.ZodMiniType> ? S : undefined;
type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type BodyOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'body'>>;
export type BodyInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'body'>>;
export type ParamsOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'params'>>;
export type QueryOf<N extends RouteName> = Infer<SchemaOf<RouteTable[N], 'query'>>;
/** What a caller sends (before the schemas parse it): the web client's path parameters and query. */
export type ParamsInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'params'>>;
export type QueryInputOf<N extends RouteName> = Input<SchemaOf<RouteTable[N], 'query'>>;
export type ResponseOf<N extends RouteName> = z.infer<RouteTable[N]['response']>;
