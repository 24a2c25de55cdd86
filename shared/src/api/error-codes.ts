// Machine-readable reasons some error answers carry as `code` beside their human `msg`, so the web
// can act on them (show the captcha, offer to resend the confirmation) without matching texts.

export const ERROR_CODES = {
  /** Too many failed sign-ins for this account: sign in again with a solved captcha. */
  captchaRequired: 'CAPTCHA_REQUIRED',
  /** The right password, but the email is not confirmed yet. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The right password, but the property was deleted: closed, and restorable with the password for 30 days. */
  propertyClosed: 'PROPERTY_CLOSED',
  /** The booking page's property is closed (deleted, restorable): the page is unavailable, not gone. */
  bookingPageClosed: 'BOOKING_PAGE_CLOSED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
