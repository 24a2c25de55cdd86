// Which booking site an iCal calendar comes from, as far as the product needs to know: Booking.com, whose
// iCal a connected channel manager replaces, and Hostelworld, which offers none. Read from the link's host,
// else from the name the owner gave it.

export type IcalSite = 'booking' | 'hostelworld';

export function icalSiteOf(feed: { url: string; name: string }): IcalSite | undefined {
  let host = '';
  try {
    host = new URL(feed.url).hostname.toLowerCase();
  } catch {
    // Not a URL: the name decides.
  }
  const name = feed.name.toLowerCase();
  if (/(^|\.)booking\.com$/.test(host) || /booking\.com|^booking$/.test(name)) return 'booking';
  if (/(^|\.)hostelworld\.com$/.test(host) || name.includes('hostelworld')) return 'hostelworld';
  return undefined;
}
