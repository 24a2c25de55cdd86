// A feed's text cut into its time zones and events before any is parsed, so one event ical.js cannot read
// costs that event only. Tolerates what real feeds send: a UTF-8 BOM, several VCALENDARs one after the
// other, and Google's dates written with a TZID but no VALUE=DATE (`DTSTART;TZID=Europe/Madrid:20270105`).

export interface FeedBlocks {
  /** Each VTIMEZONE's lines, from every calendar in the text. */
  timezones: string[][];
  /** Each VEVENT's lines (with its VALARMs), from every calendar in the text. */
  events: string[][];
}

/** The text's content lines, unfolded (RFC 5545 §3.1), without the BOM and blank lines. */
function unfolded(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line.trim() !== '') lines.push(line);
  }
  return lines;
}

const DATE_ONLY = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:]*)?):(\d{8}(?:,\d{8})*)$/i;

/** A date value without VALUE=DATE (ical.js reads it as a broken time): said to be a date. */
function withDateType(line: string): string {
  const match = DATE_ONLY.exec(line);
  if (!match || /;VALUE=/i.test(match[2]!)) return line;
  return `${match[1]}${match[2]};VALUE=DATE:${match[3]}`;
}

const CONTENT_LINE = /^[A-Za-z0-9-]+(;[^:]*)?:/;

/**
 * The blocks of a feed; undefined when the text is no calendar: none in it, a line that is no iCal outside
 * the events, or a calendar cut short (a truncated body would otherwise read as a feed with fewer stays).
 */
export function feedBlocks(text: string): FeedBlocks | undefined {
  const blocks: FeedBlocks = { timezones: [], events: [] };
  let calendars = 0;
  let open = false;
  let current: string[] | undefined;
  let depth = 0;
  for (const raw of unfolded(text)) {
    const line = withDateType(raw);
    const upper = line.trim().toUpperCase();
    if (current) {
      current.push(line);
      if (upper.startsWith('BEGIN:')) depth += 1;
      else if (upper.startsWith('END:') && --depth === 0) current = undefined;
      continue;
    }
    if (!CONTENT_LINE.test(line)) return undefined;
    if (upper === 'BEGIN:VCALENDAR') {
      if (open) return undefined;
      open = true;
      calendars += 1;
    } else if (upper === 'END:VCALENDAR') {
      if (!open) return undefined;
      open = false;
    } else if (upper === 'BEGIN:VEVENT' || upper === 'BEGIN:VTIMEZONE') {
      if (!open) return undefined;
      current = [line];
      depth = 1;
      (upper === 'BEGIN:VEVENT' ? blocks.events : blocks.timezones).push(current);
    }
  }
  return calendars > 0 && !open && !current ? blocks : undefined;
}

/** The UID an event's lines give, read without parsing: to name an event that could not be parsed. */
export function rawUid(lines: readonly string[]): string | undefined {
  const line = lines.find((candidate) => /^UID[;:]/i.test(candidate));
  return line?.slice(line.indexOf(':') + 1).trim() || undefined;
}

/** The lines as a calendar of their own, for ical.js. */
export function asCalendar(lines: readonly string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR', ''].join('\r\n');
}
