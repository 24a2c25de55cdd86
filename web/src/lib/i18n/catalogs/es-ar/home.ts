import type { home as englishHome } from '../en/home';
import type { Texts } from '../texts';

export const home: Texts<typeof englishHome> = {
  today: 'Hoy es {{date}}',
  walkIn: 'Sin reserva',
  newReservation: 'Nueva reserva',
  loadFailed: 'No se pudieron cargar las reservas de hoy',
  arrivals: '¿Quién llega hoy?',
  arrivalsEmpty: 'No tenés llegadas hoy',
  departures: '¿Quién se va hoy?',
  departuresEmpty: 'No tenés salidas hoy',
  latest: 'Últimas reservas',
  latestEmpty: 'No hay reservas en los últimos 30 días',
  canceled: 'Cancelada',
  noShow: 'No se presentó',
  provisional: 'Provisoria',
  guests: 'Personas: {{count}}',
  open: 'Abrir',
  openReservationOf: 'Abrir la reserva de {{name}}',
};
