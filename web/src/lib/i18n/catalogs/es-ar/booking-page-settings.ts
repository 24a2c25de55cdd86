import type { bookingPageSettings as englishBookingPageSettings } from '../en/booking-page-settings';
import type { Texts } from '../texts';

export const bookingPageSettings: Texts<typeof englishBookingPageSettings> = {
  intro: 'Los huéspedes reservan en tu propia página, sin comisión. Sus reservas llegan a tu calendario como cualquier otra.',
  enabled: 'La página de reservas está activa',
  slug: 'Dirección de la página',
  slugHint: 'Los huéspedes abren {{address}}. Si le cambiás el nombre, la dirección anterior sigue andando 90 días.',
  minNights: 'Mínimo de noches',
  maxNights: 'Máximo de noches',
  daysAhead: 'Días de anticipación para reservar',
  checkIn: 'Ingreso desde',
  checkOut: 'Egreso hasta',
  freeCancel: 'Cancelación gratis hasta (días antes de la llegada)',
  freeCancelHint: 'Hasta entonces, los huéspedes cancelan con el enlace de su correo.',
  arrivesAs: 'Una reserva nueva llega',
  confirmed: 'Confirmada',
  provisional: 'Provisoria (la confirmás vos)',
  sold: 'Tipos de habitación a la venta en la página',
  noTypes: 'Primero creá un tipo de habitación.',
  houseRules: 'Reglas de la casa',
  notifyStaff: 'Avisar por correo al equipo de cada reserva nueva',
  staffEmail: 'Correo del equipo',
  saved: 'Página de reservas guardada',
  open: 'Abrir la página de reservas',
  loading: 'Cargando la configuración de la página de reservas',
  failed: 'No se pudo cargar la configuración de la página de reservas',
};
