import type { Role } from './account-schemas';

// Where each call lives and who may make it: plain data, no schemas, so the web client and the
// static pages' script can route calls without downloading a validation library. The route table
// (route-table.ts) adds each call's schemas and rights under the same name.

export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or signed-in users with one of the roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface Endpoint {
  method: HttpMethod;
  /** Path under /api/v1 with {named} parameters, each one whole segment. */
  path: string;
  access: Access;
  /** A GET that also answers HEAD (its headers, no body): public documents readers probe before fetching. */
  head?: true;
}

export const endpoints = {
  getCaptchaChallenge: { method: 'GET', path: '/captcha/challenge', access: 'public' },
  register: { method: 'POST', path: '/users/register', access: 'public' },
  confirmEmail: { method: 'GET', path: '/users/confirm-email/{token}', access: 'public' },
  resendVerification: { method: 'POST', path: '/users/resend-email-verification', access: 'public' },
  signIn: { method: 'POST', path: '/users/auth', access: 'public' },
  validateSession: { method: 'GET', path: '/users/validate', access: 'signedIn' },
  logout: { method: 'GET', path: '/users/logout', access: 'signedIn' },
  getProfile: { method: 'GET', path: '/users/profile', access: 'signedIn' },
  updateProfile: { method: 'PUT', path: '/users/profile', access: 'signedIn' },
  changePassword: { method: 'PUT', path: '/users/profile/change-pass', access: 'signedIn' },
  requestPasswordReset: { method: 'POST', path: '/users/reset-password/init-change-pass', access: 'public' },
  finishPasswordReset: { method: 'PUT', path: '/users/reset-password/finish-change-pass/{token}', access: 'public' },
  deleteAccount: { method: 'DELETE', path: '/users/accounts/delete', access: 'signedIn' },
  // A deleted property is closed for 30 days: its admin, who cannot sign in meanwhile, reopens it or downloads its data with the password.
  restoreProperty: { method: 'POST', path: '/users/accounts/restore', access: 'public' },
  exportClosedPropertyData: { method: 'POST', path: '/users/accounts/restore/export', access: 'public' },
  // Property setup: everyone signed in reads; managers and admins change (spec §6).
  getProperty: { method: 'GET', path: '/properties', access: 'signedIn' },
  updateProperty: { method: 'PUT', path: '/properties/update', access: ['admin', 'manager'] },
  // Every reservation and guest, as one JSON document or one CSV per entity: the admin's, before deleting the property.
  exportPropertyData: { method: 'GET', path: '/properties/export', access: ['admin'] },
  listRoomTypes: { method: 'GET', path: '/room-types', access: 'signedIn' },
  createRoomType: { method: 'POST', path: '/room-types/create', access: ['admin', 'manager'] },
  updateRoomType: { method: 'PUT', path: '/room-types/update/{id}', access: ['admin', 'manager'] },
  renameUnits: { method: 'PUT', path: '/room-types/units/{id}', access: ['admin', 'manager'] },
  deleteRoomType: { method: 'DELETE', path: '/room-types/delete/{id}', access: ['admin', 'manager'] },
  createRateRange: { method: 'POST', path: '/rates-and-availability/create/{roomTypeId}', access: ['admin', 'manager'] },
  getRatesAndAvailability: { method: 'GET', path: '/rates-and-availability/{dates}', access: 'signedIn' },
  listUsers: { method: 'GET', path: '/users/all', access: 'signedIn' },
  createUser: { method: 'POST', path: '/users/create', access: ['admin', 'manager'] },
  updateUser: { method: 'PUT', path: '/users/profile/edit/{id}', access: ['admin', 'manager'] },
  deleteUser: { method: 'DELETE', path: '/users/profile/delete/{id}', access: ['admin', 'manager'] },
  resendInvitation: { method: 'POST', path: '/users/invitation/resend/{id}', access: ['admin', 'manager'] },
  acceptInvitation: { method: 'PUT', path: '/users/invitation/accept/{token}', access: 'public' },
  // Guests and reservations: every signed-in role books and changes (spec §6 limits employees elsewhere only).
  findGuestByEmail: { method: 'GET', path: '/guests/find', access: 'signedIn' },
  getGuest: { method: 'GET', path: '/guests/find-by-id/{id}', access: 'signedIn' },
  // Guests by name, email, phone or document, as the desk types (at most 10).
  searchGuests: { method: 'GET', path: '/guests/search', access: 'signedIn' },
  // The guest's page: every stay, past and future, and their total.
  getGuestStays: { method: 'GET', path: '/guests/stays/{id}', access: 'signedIn' },
  createGuest: { method: 'POST', path: '/guests/create', access: 'signedIn' },
  updateGuest: { method: 'PUT', path: '/guests/update/{id}', access: 'signedIn' },
  eraseGuest: { method: 'DELETE', path: '/guests/delete/{id}', access: ['admin', 'manager'] },
  createReservation: { method: 'POST', path: '/reservations/new', access: 'signedIn' },
  updateReservationDates: { method: 'PUT', path: '/reservations/update-dates-guest/{id}', access: 'signedIn' },
  // Not in the spec: the stay, same dates and guests, moved to another room type and repriced (a dorm guest upgrading).
  moveStayToRoomType: { method: 'PUT', path: '/reservations/room-type/{id}', access: 'signedIn' },
  updateReservation: { method: 'PUT', path: '/reservations/update/{id}', access: 'signedIn' },
  updatePaymentStatus: { method: 'PUT', path: '/reservations/payment_status/{id}', access: 'signedIn' },
  // Payments and refunds: the front desk takes money, so every role records them.
  recordPayment: { method: 'POST', path: '/reservations/payments/{id}', access: 'signedIn' },
  updateReservationStatus: { method: 'PUT', path: '/reservations/status/{id}', access: 'signedIn' },
  // The folio: the extras the property sells (managers and admins set them), charges on a stay, numbered receipts.
  listExtras: { method: 'GET', path: '/properties/extras', access: 'signedIn' },
  createExtra: { method: 'POST', path: '/properties/extras/create', access: ['admin', 'manager'] },
  updateExtra: { method: 'PUT', path: '/properties/extras/update/{id}', access: ['admin', 'manager'] },
  // Every role adds an extra; an adjustment or a discount is a manager's or an admin's (checked by the call).
  addCharge: { method: 'POST', path: '/reservations/charges/{id}', access: 'signedIn' },
  // A charge added by mistake taken off the folio, kept apart with its reason: an employee voids the extras they added,
  // a manager or an admin any charge (checked by the call).
  voidCharge: { method: 'PUT', path: '/reservations/charges/void/{id}/{chargeId}', access: 'signedIn' },
  issueReceipt: { method: 'POST', path: '/reservations/receipts/{id}/{paymentId}', access: 'signedIn' },
  // The tourist tax: the property's setting (managers and admins), and the desk's exemption of a stay.
  getTouristTax: { method: 'GET', path: '/properties/tourist-tax', access: 'signedIn' },
  updateTouristTax: { method: 'PUT', path: '/properties/tourist-tax/update', access: ['admin', 'manager'] },
  exemptTouristTax: { method: 'PUT', path: '/reservations/tourist-tax/{id}', access: 'signedIn' },
  findReservations: { method: 'GET', path: '/reservations/find/{criteria}', access: 'signedIn' },
  listReservationsSimple: { method: 'GET', path: '/reservations/simple/{dates}', access: 'signedIn' },
  getReservation: { method: 'GET', path: '/reservations/find-by-id/{id}', access: 'signedIn' },
  assignBedsAtCheckIn: { method: 'GET', path: '/reservations/check-in/assign-beds', access: 'signedIn' },
  getHomeReservations: { method: 'GET', path: '/reservations/home', access: 'signedIn' },
  // The calendar's move of a stay to other beds of its type (drag, or "Move to bed…").
  assignBeds: { method: 'PUT', path: '/reservations/assign-beds/{id}', access: 'signedIn' },
  // The stay's lifecycle (not in the spec): check-in and check-out stored, undo of a cancel or no-show, notes, history.
  checkIn: { method: 'PUT', path: '/reservations/check-in/{id}', access: 'signedIn' },
  checkOut: { method: 'PUT', path: '/reservations/check-out/{id}', access: 'signedIn' },
  reinstateReservation: { method: 'PUT', path: '/reservations/reinstate/{id}', access: 'signedIn' },
  updateInternalNotes: { method: 'PUT', path: '/reservations/notes/{id}', access: 'signedIn' },
  getReservationHistory: { method: 'GET', path: '/reservations/history/{id}', access: 'signedIn' },
  resendStayConfirmation: { method: 'POST', path: '/reservations/resend-confirmation/{id}', access: 'signedIn' },
  // The desk writes to the guest (not in the spec): a mail through the outbox, in the guest's language.
  writeToGuest: { method: 'POST', path: '/reservations/write-to-guest/{id}', access: 'signedIn' },
  // The owner's reports: managers and admins see money; employees get the same answer without it (decisions.md).
  getReports: { method: 'GET', path: '/reports', access: 'signedIn' },
  // Availability feeds for OTAs (iCal): managers publish them; the feed itself is public behind its secret token.
  listCalendarFeeds: { method: 'GET', path: '/calendar-feeds', access: ['admin', 'manager'] },
  createCalendarFeed: { method: 'POST', path: '/calendar-feeds/create', access: ['admin', 'manager'] },
  regenerateCalendarFeed: { method: 'PUT', path: '/calendar-feeds/regenerate/{id}', access: ['admin', 'manager'] },
  revokeCalendarFeed: { method: 'DELETE', path: '/calendar-feeds/delete/{id}', access: ['admin', 'manager'] },
  getCalendarFeed: { method: 'GET', path: '/ical/{file}', access: 'public', head: true },
  listCalendarImports: { method: 'GET', path: '/calendar-imports', access: ['admin', 'manager'] },
  createCalendarImport: { method: 'POST', path: '/calendar-imports/create', access: ['admin', 'manager'] },
  deleteCalendarImport: { method: 'DELETE', path: '/calendar-imports/delete/{id}', access: ['admin', 'manager'] },
  syncCalendarImport: { method: 'POST', path: '/calendar-imports/sync/{id}', access: ['admin', 'manager'] },
  // Bookings in from the channel manager: "Sync now" for the page, and the address its webhook calls (public, a signed token).
  syncChannelManager: { method: 'POST', path: '/channel-manager/sync', access: ['admin', 'manager'] },
  receiveChannelManagerWebhook: { method: 'POST', path: '/channel-manager/webhook/{token}', access: 'public' },
  // Imported stays that did not fit: every role sees them on Home and the calendar.
  listImportConflicts: { method: 'GET', path: '/calendar-imports/conflicts', access: 'signedIn' },
  // The hostel's own booking page: its settings (managers and admins), and the guests' calls, with no session.
  getBookingPageSettings: { method: 'GET', path: '/properties/booking-page', access: ['admin', 'manager'] },
  updateBookingPageSettings: { method: 'PUT', path: '/properties/booking-page', access: ['admin', 'manager'] },
  getBookingPage: { method: 'GET', path: '/booking-page/{slug}', access: 'public' },
  getBookingOffers: { method: 'GET', path: '/booking-page/{slug}/offers', access: 'public' },
  bookOnBookingPage: { method: 'POST', path: '/booking-page/{slug}/reservations', access: 'public' },
  getGuestStay: { method: 'GET', path: '/guest-stays/{token}', access: 'public' },
  cancelGuestStay: { method: 'POST', path: '/guest-stays/{token}/cancel', access: 'public' },
  confirmGuestStay: { method: 'POST', path: '/guest-stays/{token}/confirm', access: 'public' },
  // The calendar's exchange of two guests' beds in one move (dropping a bar on a taken bed).
  swapBeds: { method: 'PUT', path: '/reservations/swap-beds/{id}', access: 'signedIn' },
  // The cash drawer: each user opens and closes their own shift; managers and admins see everyone's.
  getCashDrawer: { method: 'GET', path: '/cash-drawer', access: 'signedIn' },
  openShift: { method: 'POST', path: '/cash-drawer/open', access: 'signedIn' },
  closeShift: { method: 'POST', path: '/cash-drawer/close', access: 'signedIn' },
  // The channel manager (Channex): managers and admins connect it with its API key and map the room types.
  getChannelManager: { method: 'GET', path: '/channel-manager', access: ['admin', 'manager'] },
  connectChannelManager: { method: 'POST', path: '/channel-manager/connect', access: ['admin', 'manager'] },
  listChannelManagerRooms: { method: 'GET', path: '/channel-manager/rooms', access: ['admin', 'manager'] },
  mapChannelManagerRooms: { method: 'PUT', path: '/channel-manager/mappings', access: ['admin', 'manager'] },
  disconnectChannelManager: { method: 'DELETE', path: '/channel-manager', access: ['admin', 'manager'] },
  // Sends the channel manager every night of the next 500 for every mapped type (a full resync).
  resyncChannelManager: { method: 'POST', path: '/channel-manager/resync', access: ['admin', 'manager'] },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The file, Lambda and module name of a call: `signIn` → `sign-in`. */
export function kebabName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Fills a route's {params} into its path, encoding each value as one segment. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** The URL the browser calls for an endpoint. */
export function endpointUrl(name: EndpointName, params?: Record<string, string>): string {
  return `${API_PREFIX}${buildPath(endpoints[name].path, params)}`;
}
