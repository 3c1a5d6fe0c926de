import ICAL from 'ical.js';

/** A person as calendars name her: `ORGANIZER;CN=…:mailto:…`. */
export type CalendarPerson = { name: string; email: string };

/** One session as an iCalendar event, times as instants (written in UTC). */
export type CalendarEvent = {
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The meeting room: shown as the place (text) and given as the event's link (a URI). */
  meetingUrl: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  organizer?: CalendarPerson;
  attendees?: readonly string[];
};

/** An invitation (RFC 5546 `METHOD`) or a published calendar (a name and how often to fetch it again). */
export type CalendarFile =
  | { kind: 'invitation'; method: 'REQUEST' | 'CANCEL'; events: readonly CalendarEvent[] }
  | { kind: 'feed'; name: string; refreshMinutes: number; events: readonly CalendarEvent[] };

// ical.js cuts a line into pieces of `foldLength` octets and puts the folding space before every
// piece but the first, so a continuation line would be one octet over RFC 5545's 75: one less here.
ICAL.foldLength = 74;

const prodId = '-//coach//sessions//RU';
const crlf = '\r\n';

const utc = (instant: Date) => ICAL.Time.fromJSDate(instant, true);

function textProperty(component: ICAL.Component, name: string, value: string): void {
  const property = new ICAL.Property(name, component);
  // NAME (RFC 7986) and X- names are not in ical.js's table: declare them TEXT, so they are escaped as TEXT.
  property.resetType('text');
  property.setValue(value);
  component.addProperty(property);
}

function person(component: ICAL.Component, name: 'organizer' | 'attendee', email: string, parameters: Record<string, string>): void {
  const property = component.addPropertyWithValue(name, `mailto:${email}`);
  for (const [parameter, value] of Object.entries(parameters)) property.setParameter(parameter, value);
}

function eventComponent(event: CalendarEvent): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('sequence', event.sequence);
  vevent.addPropertyWithValue('dtstamp', utc(event.stamp));
  vevent.addPropertyWithValue('dtstart', utc(event.start));
  vevent.addPropertyWithValue('dtend', utc(event.end));
  vevent.addPropertyWithValue('summary', event.summary);
  vevent.addPropertyWithValue('description', event.description);
  if (event.meetingUrl) {
    vevent.addPropertyWithValue('location', event.meetingUrl);
    // URL is a URI value (RFC 5545 3.8.4.6): written as it is, never TEXT-escaped, so `,` and `;` stay.
    vevent.addPropertyWithValue('url', event.meetingUrl);
  }
  vevent.addPropertyWithValue('status', event.status);
  if (event.organizer) person(vevent, 'organizer', event.organizer.email, { cn: event.organizer.name });
  for (const email of event.attendees ?? []) person(vevent, 'attendee', email, { role: 'REQ-PARTICIPANT', rsvp: 'FALSE' });
  return vevent;
}

/**
 * An RFC 5545 file, written by Mozilla's ical.js (the calendar library of Thunderbird), which
 * knows each property's value type: TEXT escaped, URI and CAL-ADDRESS as they are, lines folded at
 * 75 octets (see `foldLength`) and ended with CRLF — the last line too, as the grammar requires (ical.js leaves it off).
 */
export function calendarFile(file: CalendarFile): string {
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.addPropertyWithValue('version', '2.0');
  vcalendar.addPropertyWithValue('prodid', prodId);
  if (file.kind === 'invitation') {
    vcalendar.addPropertyWithValue('method', file.method);
  } else {
    textProperty(vcalendar, 'name', file.name);
    textProperty(vcalendar, 'x-wr-calname', file.name);
    // A duration value is written with `VALUE=DURATION`, as RFC 7986 requires of REFRESH-INTERVAL.
    const refresh = ICAL.Duration.fromSeconds(file.refreshMinutes * 60);
    vcalendar.addPropertyWithValue('refresh-interval', refresh);
    vcalendar.addPropertyWithValue('x-published-ttl', refresh);
  }
  for (const event of file.events) vcalendar.addSubcomponent(eventComponent(event));
  return `${vcalendar.toString()}${crlf}`;
}
