import type { language as englishLanguage, common as englishCommon } from '../en/common';
import type { Texts } from '../texts';

export const language: Texts<typeof englishLanguage> = {
  label: 'Idioma',
};

export const common: Texts<typeof englishCommon> = {
  loading: 'Cargando',
  notAvailable: 'No disponible',
  tryAgain: 'Reintentar',
  tryingAgain: 'Reintentando…',
  balanceDue: 'Saldo {{amount}}',
  roomOfType: '{{type}} · Habitación {{number}}',
  bedOfRoom: '{{room}}, cama {{bed}}',
  deletedGuest: 'Huésped borrado',
  kind: { dorm: 'Dormitorio', private: 'Privada' },
};
