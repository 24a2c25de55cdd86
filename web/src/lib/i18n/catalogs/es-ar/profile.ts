import type { profile as englishProfile } from '../en/profile';
import type { Texts } from '../texts';

export const profile: Texts<typeof englishProfile> = {
  title: 'Tu cuenta',
  accountSettings: 'Ajustes de la cuenta',
  profileTab: 'Perfil',
  passwordTab: 'Contraseña',
  loading: 'Cargando el perfil',
  loadFailed: 'No se pudo cargar tu perfil. Recargá la página para probar de nuevo.',
  profileTitle: 'Perfil',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  emailHint: 'Tu correo es tu nombre de ingreso y no se puede cambiar acá.',
  role: 'Rol',
  roles: { admin: 'Administrador', manager: 'Gerente', employee: 'Empleado' },
  updated: 'Perfil guardado',
  changePassword: 'Cambiar la contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmNewPassword: 'Confirmá la contraseña nueva',
  passwordUpdated: 'Contraseña cambiada',
  passwordFailed: 'No se pudo cambiar la contraseña. Probá de nuevo',
  unexpected: 'Ocurrió un error inesperado',
  deleteTitle: 'Borrar tu cuenta',
  deleteButton: 'Borrar la cuenta',
  deleteAdmin: {
    title: 'Borrar tu cuenta',
    description: 'Eliminá para siempre tu cuenta y todos sus datos',
    consequence:
      'Como administrador, borrar tu cuenta también borra tu propiedad con todos sus tipos de habitación, tarifas, reservas, huéspedes y miembros del equipo. No se puede deshacer.',
    confirm: 'Borrar la cuenta y la propiedad',
  },
  deleteMember: {
    title: 'Borrar tu cuenta',
    description: 'Eliminá para siempre tu acceso a esta propiedad',
    consequence:
      'Solo se borra tu usuario: ya no vas a poder ingresar. La propiedad y sus reservas, huéspedes y equipo quedan como están.',
    confirm: 'Borrar mi cuenta',
  },
  deleteProperty: {
    exportTitle: 'Descargá tus datos antes',
    exportIntro: 'Guardá una copia de cada reserva y huésped antes de que se borren.',
    exportJson: 'Todos los datos (JSON)',
    exportReservations: 'Reservas (CSV)',
    exportGuests: 'Huéspedes (CSV)',
    password: 'Tu contraseña',
    nameLabel: 'Escribí el nombre de la propiedad, {{name}}, para confirmar',
    nameMismatch: 'Escribí el nombre de la propiedad tal cual',
    deleting: 'Borrando la cuenta...',
    deleted: 'Cuenta borrada',
    failed: 'No se pudo borrar la cuenta. Escribí a soporte',
  },
  notifications: {
    emptyTitle: 'Todavía no hay notificaciones',
    emptyText: 'Acá vas a ver las novedades de tu propiedad, tus reservas y tu equipo.',
  },
};
