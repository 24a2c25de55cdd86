import type { components as englishComponents } from '../en/components';
import type { Texts } from '../texts';

export const components: Texts<typeof englishComponents> = {
  closeDialog: 'Cerrar el diálogo',
  close: 'Cerrar',
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando…',
  deleting: 'Borrando…',
  pleaseWait: 'Esperá…',
  error: 'Error',
  message: 'Mensaje',
  dismissMessage: 'Cerrar el mensaje',
  skipToContent: 'Ir al contenido',
  notSet: 'Sin definir',
  appError: '¡Error inesperado en la aplicación!',
  backHome: 'Volver a la página de inicio',
  guestWords: {
    title: 'Del huésped',
    arrivalTime: 'Hora de llegada',
    note: 'Nota del huésped',
    email: 'Email ingresado',
    phone: 'Teléfono ingresado',
  },
};
