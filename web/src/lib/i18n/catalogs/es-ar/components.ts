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
  amount: {
    understood: '= {{value}}',
    ambiguous: 'No queda claro: acá “{{group}}” separa los miles ({{thousands}}) y “{{decimal}}” los decimales ({{decimals}})',
    markOrder: 'Signos en el orden equivocado: los miles con “{{group}}”, los decimales después de “{{decimal}}”, como en {{example}}',
    grouping: 'Agrupá los miles de a tres, como en {{example}}',
    twoDecimals: 'Como máximo dos decimales, como en {{example}}',
    noDecimals: '{{currency}} no tiene decimales',
    wholeNumber: 'Escribí un número entero',
    tooLarge: 'Ese número es demasiado grande',
    notANumber: 'Escribí un número, como en {{example}}',
  },
  // Restrictions set in Rates & availability that a stay typed at the desk breaks (a warning: the desk may still save).
  restrictions: {
    lead: 'Esta estadía no cumple restricciones fijadas en Tarifas y disponibilidad. Podés guardarla igual; la página de reservas la rechazaría.',
    minStay_one: 'Las estadías que llegan el {{date}} tienen que ser de al menos {{count}} noche.',
    minStay_other: 'Las estadías que llegan el {{date}} tienen que ser de al menos {{count}} noches.',
    closedToArrival: 'No hay llegadas el {{date}}.',
    closedToDeparture: 'No hay salidas el {{date}}.',
    stopSell: 'Sin venta el {{dates}}.',
  },
  guestWords: {
    title: 'Del huésped',
    arrivalTime: 'Hora de llegada',
    note: 'Nota del huésped',
    email: 'Email ingresado',
    phone: 'Teléfono ingresado',
  },
};
