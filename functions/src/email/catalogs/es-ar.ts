import type { MailTexts } from './en';

// The mails' words in Spanish (Argentina), voseo; the same keys and placeholders as en.ts (the type says so).

export const esAR: MailTexts = {
  support: 'Ayuda: {{email}}',
  buttonFallback: 'Si el botón no funciona, copiá este enlace en tu navegador:',

  verifySubject: 'Confirmá tu dirección de email',
  verifyIntro: 'Hola {{name}}, ¡te damos la bienvenida! Confirmá tu dirección de email para empezar a usar la cuenta de tu hostel.',
  verifyNote: 'El enlace funciona una sola vez y vence en 24 horas.',
  verifyOpen: 'Abrí este enlace para confirmarla:',
  verifyIgnore: 'Si no creaste una cuenta, ignorá este email.',
  verifyButton: 'Confirmar mi email',

  resetSubject: 'Restablecé tu contraseña',
  resetIntro: 'Hola {{name}}, alguien (ojalá vos) pidió restablecer la contraseña de tu cuenta.',
  resetNote: 'El enlace funciona una sola vez y vence en 1 hora. Si no lo pediste, ignorá este email: tu contraseña sigue igual.',
  resetOpen: 'Abrí este enlace para elegir una contraseña nueva:',
  resetButton: 'Elegir una contraseña nueva',

  inviteSubject: 'Te invitaron a sumarte a {{property}}',
  inviteHeading: 'Sumate a {{property}}',
  inviteIntro:
    'Hola {{name}}, te invitaron a sumarte al equipo de {{property}}. Elegí tu contraseña para empezar a usar la cuenta del hostel.',
  inviteNote: 'El enlace funciona una sola vez y vence en {{hours}} horas. Si no esperabas esta invitación, ignorá este email.',
  inviteOpen: 'Abrí este enlace para elegir tu contraseña:',
  inviteButton: 'Elegir mi contraseña',

  stayGuestsOne: '{{count}} huésped',
  stayGuestsOther: '{{count}} huéspedes',
  stayTimes: 'Llegada el {{checkIn}} desde las {{checkInTime}}; salida el {{checkOut}} hasta las {{checkOutTime}}',
  stayTotal: 'Total: {{total}}, se paga en el hostel',
  stayAddress: 'Dirección: {{address}}',
  stayCancelUntil: 'Podés cancelar sin cargo hasta el {{date}} con el enlace de abajo.',
  stayContactHostel: 'Para cambiarla o cancelarla, comunicate con el hostel.',
  stayBookedSubject: 'Tu estadía en {{property}} está reservada',
  stayRequestSubject: 'Recibimos tu pedido para {{property}}',
  stayHello: 'Hola {{name}}:',
  stayConfirmed: 'tu estadía en {{property}} está confirmada.',
  stayPending: '{{property}} recibió tu reserva y la va a confirmar en breve.',
  stayManage: 'Ver o cancelar mi estadía',
  staffBookedSubject: 'Nueva reserva desde tu página de reservas: {{guest}}',
  staffBooked: '{{guest}} reservó en la página de reservas ({{status}}).',
  staffOnCalendar: 'Ya está en el calendario.',
  statusConfirmed: 'confirmada',
  statusProvisional: 'provisoria',
  stayCanceledSubject: 'Tu estadía en {{property}} está cancelada',
  stayCanceled: 'tu estadía en {{property}} del {{checkIn}} al {{checkOut}} está cancelada, sin cargo.',
  staffCanceledSubject: 'Reserva cancelada por el huésped: {{guest}}',
  staffCanceled: '{{guest}} canceló la estadía del {{checkIn}} al {{checkOut}} ({{roomType}}) con el enlace de la página de reservas.',
  staffNightsFree: 'Sus noches quedaron libres.',

  conflictOneSubject: 'Una reserva importada de {{feed}} no entra',
  conflictOneIntro: 'Hola {{name}}, una reserva importada de {{feed}} ({{dates}}) no entra, así que no se cargó acá.',
  conflictWhy: 'Motivo: {{reason}}.',
  conflictManySubject: 'Reservas importadas de {{feed}} no entran',
  conflictManyIntro: 'Hola {{name}}, {{count}} reservas importadas de {{feed}} no entran, así que no se cargaron acá:',
  conflictStay: '{{dates}}: {{reason}}.',
  conflictMore: '…y {{count}} más: miralas todas en la página de canales.',
  conflictNext:
    'Liberá una habitación o cama para esas noches, o cancelá la reserva en el sitio; la próxima sincronización la carga o borra este aviso.',
  stayDatesOne: '{{checkIn}} → {{checkOut}}, {{count}} noche',
  stayDatesOther: '{{checkIn}} → {{checkOut}}, {{count}} noches',
};
