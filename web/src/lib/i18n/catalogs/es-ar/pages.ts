import type { pages as englishPages } from '../en/pages';
import type { Texts } from '../texts';

export const pages: Texts<typeof englishPages> = {
  home: 'Inicio',
  calendar: 'Calendario',
  rates: 'Tarifas y disponibilidad',
  reservations: 'Reservas',
  reservationDetail: 'Detalle de la reserva',
  receipt: 'Recibo',
  statement: 'Estado de cuenta',
  guest: 'Huésped',
  generalInfo: 'Información general',
  roomTypes: 'Tipos de habitación',
  reports: 'Informes',
  cashDrawer: 'Caja',
  channels: 'Canales',
  bookingPage: 'Página de reservas',
  profile: 'Perfil',
  notifications: 'Notificaciones',
  property: 'Propiedad',
  account: 'Cuenta',
};
