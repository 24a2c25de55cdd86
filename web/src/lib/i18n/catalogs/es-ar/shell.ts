import type { shell as englishShell } from '../en/shell';
import type { Texts } from '../texts';

export const shell: Texts<typeof englishShell> = {
  dashboard: 'Panel',
  pageTitle: '{{page}} · Panel',
  loadingName: 'Cargando el nombre',
  guestName: 'Invitado',
  greeting: 'Hola, {{name}}',
  searchReservations: 'Buscar reservas',
  searchByGuest: 'Buscar reservas por huésped',
  searchPlaceholder: 'Buscar huésped o reserva',
  search: 'Buscar',
  notifications: 'Notificaciones',
  darkMode: 'Modo oscuro',
  profileMenu: 'Menú del perfil',
  logOut: 'Cerrar sesión',
  logOutFailed: 'No se pudo cerrar la sesión. Probá de nuevo',
  logOutFailedPhone: 'No se pudo cerrar la sesión. Por favor, probá de nuevo',
  mainMenu: 'Menú principal',
  quickMenu: 'Menú rápido',
  more: 'Más',
  closeMenu: 'Cerrar el menú',
  accessDenied: 'Acceso denegado',
  noPermission: 'No tenés permiso para ver esta página.',
  askAdmin: 'Pedíselo a un administrador o gerente',
};
