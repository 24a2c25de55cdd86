import type { rates as englishRates } from '../en/rates';
import type { Texts } from '../texts';

export const rates: Texts<typeof englishRates> = {
  title: 'Tarifas y disponibilidad',
  bulkEdit: 'Edición masiva',
  previousDays_one: '{{count}} día anterior',
  previousDays_other: '{{count}} días anteriores',
  nextDays_one: '{{count}} día siguiente',
  nextDays_other: '{{count}} días siguientes',
  backToToday: 'Volver a hoy',
  loading: 'Cargando tarifas y disponibilidad',
  failed: 'No se pudieron cargar las tarifas y la disponibilidad',
  noRoomTypes: 'No hay tipos de habitación creados. Antes de empezar, creá los tipos de habitación de tu propiedad',
  createRoomTypes: 'Crear tipos de habitación',

  scrollHint: 'Deslizá la tabla hacia el costado para ver las siete noches.',
  caption: 'Tarifas y disponibilidad, {{range}}',
  roomType: 'Tipo de habitación',
  today: 'Hoy',
  typeDetails: '· {{kind}} · {{units}} · tarifas en {{currency}}',
  beds_one: '{{count}} cama',
  beds_other: '{{count}} camas',
  rooms_one: '{{count}} habitación',
  rooms_other: '{{count}} habitaciones',
  occupancy: 'Ocupación',
  availability: 'Disponibilidad',
  bookings: 'Reservas',
  rates: 'Tarifas',
  status: 'Estado',
  customRate: '(tarifa personalizada)',
  open: 'Abierta',
  close: 'Cerrada',
  legend:
    'Las tarifas en <bold>negrita</bold> vienen de un rango personalizado hecho con Edición masiva. Una noche está Cerrada cuando no queda nada a la venta.',

  saved: 'Tarifas y disponibilidad actualizadas para {{type}}',
  nights: 'Noches, ambas fechas incluidas',
  nightsHint:
    'Las fechas de inicio y de fin son noches que cubre el cambio: del 24 al 26 de diciembre cambia las noches del 24, el 25 y el 26. Hasta {{max}} noches.',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  ratePerNight: 'Tarifa por noche',
  ratePerNightIn: 'Tarifa por noche ({{currency}})',
  baseRatePerGuest: 'Tarifa base {{price}}. Por huésped.',
  baseRatePerRoom: 'Tarifa base {{price}}. Por habitación.',
  availabilityHintDorm: 'Camas todavía a la venta cada noche, como máximo {{max}}; 0 cierra las noches. Dejalo vacío para no cambiarla.',
  availabilityHintPrivate:
    'Habitaciones todavía a la venta cada noche, como máximo {{max}}; 0 cierra las noches. Dejalo vacío para no cambiarla.',

  // Restrictions (not in the spec): set with a range, marked on the grid.
  restrictions: 'Restricciones',
  restrictionsHint:
    'La página de reservas, los calendarios publicados y los canales las respetan; la recepción ve un aviso y puede reservar igual. Un rango sin restricciones borra las anteriores en sus noches.',
  minStay: 'Estadía mínima (noches)',
  minStayHint: 'De 1 a {{max}}, para las estadías que llegan en estas noches. Dejalo vacío para no fijar ninguna.',
  closedToArrival: 'Cerrado a llegadas: ninguna estadía llega en estas noches',
  closedToDeparture: 'Cerrado a salidas: ninguna estadía se va en estos días',
  stopSell: 'Sin venta: no se vende en la página de reservas, los calendarios ni los canales',
  markMinStay: 'mín {{count}}',
  markClosedToArrival: 'sin lleg.',
  markClosedToDeparture: 'sin sal.',
  markStopSell: 'sin venta',
  fullMinStay_one: 'Estadía mínima de {{count}} noche',
  fullMinStay_other: 'Estadía mínima de {{count}} noches',
  fullClosedToArrival: 'Cerrado a llegadas',
  fullClosedToDeparture: 'Cerrado a salidas',
  fullStopSell: 'Sin venta',
  noRestrictions: 'Ninguna',
  restrictionsLegend:
    'Restricciones: mín = estadía mínima, en noches, de las estadías que llegan esa noche; sin lleg. = cerrado a llegadas; sin sal. = cerrado a salidas; sin venta = no se vende.',
};
