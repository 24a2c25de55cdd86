// The product's CloudWatch metrics: what the functions count (metrics.ts) and what infra/src/alarms.ts
// watches, named once. Every count is emitted under one dimension set, { service }, so an alarm reads one metric.

export const METRICS_NAMESPACE = 'Hostel';
export const METRICS_SERVICE = 'hostel';

export const METRIC = {
  /** A booking (front desk or booking page) that was saved. */
  bookingsMade: 'BookingsMade',
  /** A booking refused by a rule (full nights, bad input, a lost race): the guest was told why. */
  bookingsRefused: 'BookingsRefused',
  /** A booking that failed on our side (5xx): a guest or a sale lost. */
  bookingsFailed: 'BookingsFailed',
  /** An imported calendar's event that could not be placed, newly recorded. */
  icalConflicts: 'IcalConflicts',
  /** A mail whose sending failed for now and will be tried again (by the stream or the sweep). */
  mailsRetried: 'MailsRetried',
  /** A mail never sent: refused for good by the mail service, or given up after a day of retries. */
  mailsGivenUp: 'MailsGivenUp',
  /** The oldest waiting mail's wait in minutes, from each sweep that finds mail waiting (a gauge). */
  oldestWaitingMailMinutes: 'OldestWaitingMailMinutes',
  /** A push of availability or rates to the channel manager that failed and waits for the sweep. */
  channelPushesFailed: 'ChannelPushesFailed',
  /** The oldest pending channel push's wait in minutes, from each sweep that finds one pending (a gauge). */
  oldestPendingChannelPushMinutes: 'OldestPendingChannelPushMinutes',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];
