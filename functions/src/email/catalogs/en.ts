// The mails' words in English: the texts the mails have always had. Keys name a mail and its part;
// `{{values}}` are filled by the builders (account-emails.ts, stay-emails.ts, calendar-sync/conflict-mail.ts).

export const en = {
  support: 'Support: {{email}}',
  buttonFallback: 'If the button does not work, copy this link into your browser:',

  verifySubject: 'Confirm your email address',
  verifyIntro: "Hello {{name}}, welcome! Confirm your email address to start using your hostel's account.",
  verifyNote: 'The link works once and expires in 24 hours.',
  verifyOpen: 'Open this link to confirm it:',
  verifyIgnore: 'If you did not create an account, ignore this email.',
  verifyButton: 'Confirm my email',

  resetSubject: 'Reset your password',
  resetIntro: 'Hello {{name}}, someone (hopefully you) asked to reset the password of your account.',
  resetNote: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
  resetOpen: 'Open this link to choose a new password:',
  resetButton: 'Choose a new password',

  inviteSubject: 'You are invited to join {{property}}',
  inviteHeading: 'Join {{property}}',
  inviteIntro:
    "Hello {{name}}, you have been invited to join the team of {{property}}. Choose your password to start using the hostel's account.",
  inviteNote: 'The link works once and expires in {{hours}} hours. If you were not expecting this invitation, ignore this email.',
  inviteOpen: 'Open this link to choose your password:',
  inviteButton: 'Choose my password',

  stayGuestsOne: '{{count}} guest',
  stayGuestsOther: '{{count}} guests',
  stayTimes: 'Check-in {{checkIn}} from {{checkInTime}}; check-out {{checkOut}} by {{checkOutTime}}',
  stayTotal: 'Total: {{total}}, paid at the hostel',
  stayAddress: 'Address: {{address}}',
  stayCancelUntil: 'You can cancel for free until {{date}} with the link below.',
  stayContactHostel: 'To change or cancel, please contact the hostel.',
  stayBookedSubject: 'Your stay at {{property}} is booked',
  stayRequestSubject: 'Your request for {{property}} is received',
  stayHello: 'Hello {{name}},',
  stayConfirmed: 'your stay at {{property}} is confirmed.',
  stayPending: '{{property}} has your booking and will confirm it shortly.',
  stayManage: 'See or cancel my stay',
  staffBookedSubject: 'New booking from your booking page: {{guest}}',
  staffBooked: '{{guest}} booked on the booking page ({{status}}).',
  staffOnCalendar: 'It is on the calendar.',
  statusConfirmed: 'confirmed',
  statusProvisional: 'provisional',
  stayCanceledSubject: 'Your stay at {{property}} is canceled',
  stayCanceled: 'your stay at {{property}} from {{checkIn}} to {{checkOut}} is canceled, free of charge.',
  staffCanceledSubject: 'Booking canceled by the guest: {{guest}}',
  staffCanceled: "{{guest}} canceled the stay from {{checkIn}} to {{checkOut}} ({{roomType}}) through the booking page's link.",
  staffNightsFree: 'Its nights are free again.',

  conflictOneSubject: 'An imported booking from {{feed}} does not fit',
  conflictOneIntro: 'Hello {{name}}, a booking imported from {{feed}} ({{dates}}) does not fit, so it was not booked here.',
  conflictWhy: 'Why: {{reason}}.',
  conflictManySubject: 'Imported bookings from {{feed}} do not fit',
  conflictManyIntro: 'Hello {{name}}, {{count}} bookings imported from {{feed}} do not fit, so they were not booked here:',
  conflictStay: '{{dates}}: {{reason}}.',
  conflictMore: '…and {{count}} more: see them all on the channels page.',
  conflictNext: 'Free a room or bed for those nights, or cancel the booking on the site; the next sync books it, or clears this notice.',
  stayDatesOne: '{{checkIn}} → {{checkOut}}, {{count}} night',
  stayDatesOther: '{{checkIn}} → {{checkOut}}, {{count}} nights',
} as const;

export type MailTexts = { readonly [K in keyof typeof en]: string };
