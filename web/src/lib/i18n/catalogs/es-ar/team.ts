import type { team as englishTeam } from '../en/team';
import type { Texts } from '../texts';

export const team: Texts<typeof englishTeam> = {
  title: 'Usuarios',
  add: 'Agregar usuario',
  adding: 'Agregando…',
  loading: 'Cargando los usuarios',
  failed: 'No se pudieron cargar los usuarios',
  you: '(vos)',
  invitationPending: 'Invitación pendiente',
  resend: 'Reenviar',
  sending: 'Enviando…',
  resendTo: 'Reenviar invitación a {{name}}',
  summary: '{{used}} de {{max}} usuarios en el plan gratuito',
  editTitle: 'Editar usuario',
  deleteTitle: '¿Eliminar este usuario?',
  deleteConfirm: 'Eliminar usuario',
  deleteBody: '<strong>{{name}}</strong> ({{email}}) ya no va a poder iniciar sesión.',
  deleteFailed: 'No se pudo eliminar el usuario. {{reason}}',
  roles: { admin: 'Administrador', manager: 'Gerente', employee: 'Empleado' },
  form: {
    full: 'El plan gratuito permite hasta {{max}} usuarios, incluido el administrador. Eliminá un usuario para agregar otro.',
    invitation: 'Le mandamos al nuevo integrante un enlace para elegir su contraseña. Sirve una sola vez, durante {{hours}} horas.',
    email: 'Correo electrónico',
    emailHint: 'El correo es el nombre con el que el integrante inicia sesión y no se puede cambiar.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    role: 'Rol',
    roleHint: 'Los gerentes pueden cambiar la propiedad, los tipos de habitación, las tarifas y los usuarios; los empleados pueden verlos.',
    updateFailed: 'No se pudo actualizar el perfil del usuario. Probá de nuevo.',
  },
};
