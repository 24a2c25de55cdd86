import type { channelManager as englishChannelManager } from '../en/channel-manager';
import type { Texts } from '../texts';

export const channelManager: Texts<typeof englishChannelManager> = {
  title: 'Gestor de canales (Channex)',
  lead: 'Los dormitorios de Booking.com vendidos por cama y Hostelworld necesitan un gestor de canales: iCal no puede llevarlos. Conectá tu propiedad de Channex y cada reserva, cambio y cancelación que se haga ahí llega acá, y lo que tenés a la venta va para allá.',
  apiKey: 'Clave de API de Channex',
  apiKeyHelp: 'En Channex: tu perfil › API keys. Se guarda cifrada y no se vuelve a mostrar.',
  connect: 'Conectar',
  connecting: 'Conectando…',
  connected: 'Conectado a {{title}}',
  connectedSince: 'Conectado desde {{when}}',
  mappingTitle: 'Tipos de habitación',
  mappingLead:
    'Elegí el tipo de habitación y el plan de tarifas de Channex con que se vende cada uno de tus tipos de habitación. Un dormitorio vendido por cama va a un tipo de habitación de Channex con tantas unidades como camas tiene.',
  ourRoomType: 'Tipo de habitación',
  channelRoomType: 'Tipo de habitación de Channex',
  ratePlan: 'Plan de tarifas',
  notSold: 'No se vende por Channex',
  choosePlan: 'Elegí un plan de tarifas',
  channelRoomTypeOf: 'Tipo de habitación de Channex de {{name}}',
  ratePlanOf: 'Plan de tarifas de {{name}}',
  units_one: '{{title}} ({{count}} unidad)',
  units_other: '{{title}} ({{count}} unidades)',
  save: 'Guardar asignación',
  saved: 'Asignación guardada',
  warningUnits:
    '{{name}}: Channex vende {{theirs}} unidades de su tipo de habitación y vos tenés {{ours}}. Channex nunca vende más de lo que se le envía, pero revisá la cantidad en Channex.',
  warningCurrency: '{{name}}: el plan de tarifas está en {{theirs}} y el tipo de habitación en {{ours}}.',
  noRoomTypes: 'Primero agregá un tipo de habitación: cada uno se asigna acá.',
  noChannelRooms: 'Tu propiedad de Channex todavía no tiene tipos de habitación: agregalos en Channex y recargá esta página.',
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando…',
  disconnectTitle: '¿Desconectar de Channex?',
  disconnectBody:
    'Se olvidan la clave de API y la asignación: las reservas y la disponibilidad dejan de sincronizarse. Las reservas ya hechas se mantienen.',
  loading: 'Cargando el gestor de canales',
  failed: 'No se pudo cargar el gestor de canales',
  roomsLoading: 'Cargando los tipos de habitación de Channex',
  roomsFailed: 'No se pudieron cargar los tipos de habitación de Channex',
};
