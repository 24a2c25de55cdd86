import * as z from 'zod/mini';

// The parts of Channex's API v1 the product relies on, as its documentation (docs.channex.io) describes them.
// The adapter checks every answer against these and builds every request from them; the local stand-in
// answers with them and checks what it receives against them, so both sides are held to one description.
// Fields the product does not read are left out (zod drops unknown keys), so an added field breaks nothing.
// Each is built when first used (z.lazy): a channel call checks a few of them, and building them all cost each
// of its cold starts about 4 ms of CPU (tests/unit/channex-shapes-lazy.test.ts).

const isoDate = z.lazy(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')));
/** Money on Channex's answers: a decimal number written as a string ("100.50"). */
export const decimalString = z.lazy(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as a string')));

// --- Errors (api-v.1-documentation/api-reference: the `errors` envelope; rate-limits: the 429 body) ---

/** Validation details: Channex sends messages by field, or a plain list of messages. */
export const errorDetails = z.lazy(() => z.union([z.array(z.string()), z.record(z.string(), z.union([z.string(), z.array(z.string())]))]));

/** Any error answer: 401, 403, 404, 422 (with details), 429 (`http_too_many_requests`). */
export const errorBody = z.lazy(() =>
  z.object({
    errors: z.object({
      code: z.string(),
      title: z.string(),
      details: z.optional(errorDetails),
    }),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

// --- Lists (api-reference: `pagination[page]`, `pagination[limit]` and the `meta` of a list) ---

export const listMeta = z.lazy(() =>
  z.object({
    page: z.number().check(z.int(), z.positive()),
    limit: z.number().check(z.int(), z.positive()),
    total: z.number().check(z.int(), z.nonnegative()),
  }),
);

const resource = <T extends z.ZodMiniType>(attributes: T) =>
  z.object({ id: z.string().check(z.minLength(1)), type: z.string(), attributes });
const relation = z.lazy(() => z.object({ data: z.object({ id: z.string().check(z.minLength(1)), type: z.string() }) }));

// --- Properties (properties-collection: GET /properties) ---

export const propertyAttributes = z.lazy(() =>
  z.object({
    title: z.string(),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  }),
);
export const propertyList = z.lazy(() => z.object({ data: z.array(resource(propertyAttributes)), meta: listMeta }));
export type PropertyList = z.infer<typeof propertyList>;

// --- Room types (room-types-collection: GET /room_types?filter[property_id]=) ---

export const roomTypeAttributes = z.lazy(() =>
  z.object({
    title: z.string(),
    /** Rooms of the type; beds when `room_kind` is `dorm`. */
    count_of_rooms: z.number().check(z.int(), z.nonnegative()),
    room_kind: z.optional(z.enum(['room', 'dorm'])),
    occ_adults: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
);
export const roomTypeList = z.lazy(() => z.object({ data: z.array(resource(roomTypeAttributes)), meta: listMeta }));
export type RoomTypeList = z.infer<typeof roomTypeList>;

// --- Rate plans (rate-plans-collection: GET /rate_plans?filter[property_id]=) ---

export const ratePlanAttributes = z.lazy(() =>
  z.object({
    title: z.string(),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    /** Some answers carry the room type as an attribute, the documented one as a relationship. */
    room_type_id: z.optional(z.string().check(z.minLength(1))),
    sell_mode: z.optional(z.enum(['per_room', 'per_person'])),
  }),
);
export const ratePlanResource = z.lazy(() =>
  z.extend(resource(ratePlanAttributes), {
    relationships: z.optional(z.object({ room_type: z.optional(relation) })),
  }),
);
export const ratePlanList = z.lazy(() => z.object({ data: z.array(ratePlanResource), meta: listMeta }));
export type RatePlanList = z.infer<typeof ratePlanList>;

// --- Availability (ari: POST /availability, one message with many values) ---

const dateOrRange = () => ({
  date: z.optional(isoDate),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
});
/** A change targets one `date` or the range `date_from`–`date_to` (inclusive), never both nor neither. */
const oneDateForm = (value: { date?: string; date_from?: string; date_to?: string }) =>
  value.date !== undefined
    ? value.date_from === undefined && value.date_to === undefined
    : value.date_from !== undefined && value.date_to !== undefined;

export const availabilityValue = z.lazy(() =>
  z
    .object({
      property_id: z.string().check(z.minLength(1)),
      room_type_id: z.string().check(z.minLength(1)),
      ...dateOrRange(),
      availability: z.number().check(z.int(), z.nonnegative()),
    })
    .check(z.refine(oneDateForm, 'either date, or date_from and date_to')),
);
export const availabilityRequest = z.lazy(() => z.object({ values: z.array(availabilityValue).check(z.minLength(1)) }));
export type AvailabilityRequest = z.infer<typeof availabilityRequest>;

// --- Rates and restrictions (ari: POST /restrictions; update-restrictions-api) ---

export const restrictionValue = z.lazy(() =>
  z
    .object({
      property_id: z.string().check(z.minLength(1)),
      rate_plan_id: z.string().check(z.minLength(1)),
      ...dateOrRange(),
      /** The price of a night in the plan's currency, as a decimal string (no float on the wire). */
      rate: z.optional(decimalString),
      min_stay_arrival: z.optional(z.number().check(z.int(), z.positive())),
      closed_to_arrival: z.optional(z.boolean()),
      closed_to_departure: z.optional(z.boolean()),
      stop_sell: z.optional(z.boolean()),
    })
    .check(z.refine(oneDateForm, 'either date, or date_from and date_to')),
);
export const restrictionsRequest = z.lazy(() => z.object({ values: z.array(restrictionValue).check(z.minLength(1)) }));
export type RestrictionsRequest = z.infer<typeof restrictionsRequest>;

/**
 * The answer to an ARI message: one background task per property; change objects refused one by one are
 * listed under `meta.warnings` while the rest apply, each the change with a `warning` map of field → reasons
 * (update-restrictions-api). The availability page's success example has only `meta`, so `data` is optional.
 */
export const ariAnswer = z.lazy(() =>
  z.object({
    data: z.optional(z.array(z.object({ id: z.string(), type: z.literal('task') }))),
    meta: z.optional(z.object({ message: z.optional(z.string()), warnings: z.optional(z.array(z.unknown())) })),
  }),
);
export type AriAnswer = z.infer<typeof ariAnswer>;

/** Channex refuses a message of 10 MB or more (best-practices-guide, rate-limits). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

// --- Booking revisions (bookings-collection: GET /booking_revisions/feed, POST /booking_revisions/:id/ack) ---

const nullableText = z.lazy(() => z.nullish(z.string()));

export const revisionCustomer = z.lazy(() =>
  z.object({
    name: nullableText,
    surname: nullableText,
    mail: nullableText,
    phone: nullableText,
    country: nullableText,
  }),
);

export const revisionRoom = z.lazy(() =>
  z.object({
    /** Null when the room is not mapped to a room type in Channex: the booking is still the property's. */
    room_type_id: z.nullish(z.string()),
    rate_plan_id: z.nullish(z.string()),
    /** A room canceled while the booking stays, as some channels send it (bookings-collection's MakeMyTrip example). */
    is_cancelled: z.nullish(z.boolean()),
    checkin_date: isoDate,
    checkout_date: isoDate,
    /** The room's total; when absent, the sum of its nights. */
    amount: z.nullish(decimalString),
    /** The price of each night, by date. */
    days: z.nullish(z.record(isoDate, decimalString)),
    occupancy: z.nullish(
      z.object({
        adults: z.number().check(z.int(), z.nonnegative()),
        children: z.nullish(z.number().check(z.int(), z.nonnegative())),
        infants: z.nullish(z.number().check(z.int(), z.nonnegative())),
      }),
    ),
  }),
);

export const revisionAttributes = z.lazy(() =>
  z.object({
    booking_id: z.string().check(z.minLength(1)),
    property_id: z.string().check(z.minLength(1)),
    status: z.enum(['new', 'modified', 'cancelled']),
    ota_name: z.nullish(z.string()),
    ota_reservation_code: z.nullish(z.string()),
    unique_id: z.nullish(z.string()),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    amount: decimalString,
    arrival_date: z.optional(isoDate),
    departure_date: z.optional(isoDate),
    customer: z.nullish(revisionCustomer),
    rooms: z.array(revisionRoom),
    notes: z.nullish(z.string()),
    /**
     * Who collects the payment: `property`, `ota` ("guest already pay at OTA") or null ("usually null mean that property
     * will collect payment"). Read as text: a value the docs do not list must not stop the feed.
     */
    payment_collect: z.nullish(z.string()),
    /** How it is collected: `credit_card`, `bank_transfer` or null (kept for the record; it moves no money here). */
    payment_type: z.nullish(z.string()),
    /**
     * The commission the OTA charges, a decimal string ("currently available for Booking.com and Airbnb"). Read as
     * it comes (channex-revisions.ts keeps a readable one): a figure for the record must not stop the feed.
     */
    ota_commission: z.nullish(z.unknown()),
    inserted_at: z.string().check(z.minLength(1)),
  }),
);
export const revisionResource = z.lazy(() => resource(revisionAttributes));
export type RevisionResource = z.infer<typeof revisionResource>;

/** One page of unacknowledged revisions, oldest first when asked (`order[inserted_at]=asc`); `meta.total` counts them all. */
export const revisionFeed = z.lazy(() =>
  z.object({
    data: z.array(revisionResource),
    meta: listMeta,
  }),
);
export type RevisionFeed = z.infer<typeof revisionFeed>;

/** The answer to an acknowledgement: no data of use, only that it succeeded. */
export const ackAnswer = z.lazy(() => z.object({ meta: z.optional(z.object({ message: z.optional(z.string()) })) }));
