import type { stayActions as englishStayActions } from '../en/stay-actions';
import type { Texts } from '../texts';

export const stayActions: Texts<typeof englishStayActions> = {
  checkIn: 'Ingreso',
  checkOut: 'Egreso',
  checkingIn: 'Registrando ingreso…',
  checkingOut: 'Registrando egreso…',
  checkedIn: 'Ingresó',
  checkedOut: 'Egresó',
  inHouse: 'Alojado',
  actionFor: '{{action}}: {{name}}',
  done: { checkIn: 'Ingreso del huésped registrado', checkOut: 'Egreso del huésped registrado' },
};
