import type { controls as englishControls } from '../en/controls';
import type { Texts } from '../texts';

export const controls: Texts<typeof englishControls> = {
  closeDialog: 'Cerrar el diálogo',
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando…',
  pleaseWait: 'Esperá…',
  deleting: 'Borrando…',
  message: 'Mensaje',
  error: 'Error',
  dismissMessage: 'Cerrar el mensaje',
};
