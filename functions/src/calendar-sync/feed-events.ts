import ICAL from 'ical.js';
import { addDays, daysBetween } from '@hostel/shared/domain/dates';

// An OTA's feed read as stays: each VEVENT is one stay from its first night (DTSTART's date) to its check-out
// day (DTEND's date, exclusive; a missing end is one night). Cancelled events are no stays. A time, if the
// feed gives one, is read in the feed's own terms: only its date counts, as OTAs send all-day events.

export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
}

/** The feed is not an iCal calendar. */
export class MalformedFeed extends Error {
  constructor() {
    super('The feed is not a valid iCal calendar');
    this.name = 'MalformedFeed';
  }
}

const dateOf = (time: ICAL.Time) => time.toString().slice(0, 10);

export function feedEvents(text: string): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new MalformedFeed();
  }
  if (calendar.name !== 'vcalendar') throw new MalformedFeed();
  const events: FeedEvent[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) continue;
    } catch {
      throw new MalformedFeed();
    }
    const checkIn = dateOf(event.startDate);
    const end = event.endDate ? dateOf(event.endDate) : addDays(checkIn, 1);
    const checkOut = daysBetween(checkIn, end) > 0 ? end : addDays(checkIn, 1);
    // A feed without UIDs still gets stable ones: its dates are what identify an event then.
    events.push({ uid: event.uid || `${checkIn}/${checkOut}`, checkIn, checkOut });
  }
  return events;
}
