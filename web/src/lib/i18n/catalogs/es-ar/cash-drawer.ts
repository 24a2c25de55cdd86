import type { cashDrawer as englishCashDrawer } from '../en/cash-drawer';
import type { Texts } from '../texts';

// La caja: abrir y cerrar un turno, y los turnos anteriores con sus diferencias.
export const cashDrawer: Texts<typeof englishCashDrawer> = {
  lead: 'Contá la caja al empezar y al terminar tu turno: los cobros y devoluciones en efectivo que registres entre medio se suman a ella.',
  loadFailed: 'No se pudo cargar la caja.',
  openTitle: 'Abrí tu turno',
  floatIn: 'Fondo en {{currency}}',
  open: 'Abrir turno',
  opened: 'Turno abierto',
  yourShift: 'Tu turno',
  openedAt: 'Abierto {{at}}',
  closedAt: 'Cerrado {{at}}',
  currency: 'Moneda',
  float: 'Fondo',
  cash: 'Efectivo cobrado',
  expected: 'Esperado',
  counted: 'Contado',
  difference: 'Diferencia',
  countedIn: 'Contado en {{currency}}',
  close: 'Cerrar turno',
  closed: 'Turno cerrado',
  pastTitle: 'Turnos anteriores',
  none: 'Todavía no hay turnos',
  stillOpen: 'Abierto',
};
