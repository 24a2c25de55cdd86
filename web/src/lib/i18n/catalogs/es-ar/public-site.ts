import type { publicSite as english } from '../en/public-site';
import type { Texts } from '../texts';

export const publicSite: Texts<typeof english> = {
  description:
    'Reservas, camas y huéspedes para hostels chicos: un calendario por cama, las llegadas y salidas de hoy, tarifas y disponibilidad.',
  nav: {
    main: 'Principal',
    mobile: 'Móvil',
    home: 'Inicio',
    pricing: 'Precios',
    contact: 'Contacto',
    aboutUs: 'Nosotros',
    aboutUsMobile: 'Nosotros',
  },
  actions: {
    goToApp: 'Ir a la app',
    signIn: 'Ingresar',
    signInMobile: 'Ingresar',
    createAccount: 'Crear cuenta',
  },
  menu: { open: 'Abrir menú', close: 'Cerrar menú' },
  footer: {
    aboutUs: 'Nosotros',
    team: 'Equipo',
    support: 'Ayuda',
    faq: 'Preguntas frecuentes',
    contactUs: 'Contacto',
    legal: 'Legales',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    copyright: '© 2024 {{product}}. Todos los derechos reservados.',
  },
  home: {
    title: 'Reservas para hostels chicos',
    heading: 'Manejá las reservas de tu hostel desde una sola pantalla, simple',
    lead: 'Camas, huéspedes y reservas en un solo lugar: menos tiempo en planillas, más tiempo con los huéspedes.',
    createFree: 'Creá tu cuenta gratis',
    seePricing: 'Ver precios',
    note: 'Gratis para hostels chicos: hasta 25 camas y 5 integrantes del equipo. Sin tarjeta de crédito.',
    featuresHeading: 'Todo lo que necesita un hostel chico',
    features: {
      calendar: {
        title: 'Un calendario por cama',
        text: 'Cada habitación y cada cama de las próximas dos semanas, dormitorios y habitaciones privadas lado a lado.',
      },
      today: {
        title: 'Llegadas y salidas de hoy',
        text: 'El panel abre con quién llega y quién se va hoy, y tus últimas reservas.',
      },
      rates: {
        title: 'Tarifas y disponibilidad',
        text: 'Una tarifa base por tipo de habitación, con excepciones para los fines de semana llenos y las semanas tranquilas.',
      },
      guests: {
        title: 'Huéspedes registrados',
        text: 'Encontrá a los huéspedes que vuelven por su email, con su documento y sus datos de contacto.',
      },
      team: { title: 'Tu equipo, sus roles', text: 'Invitá hasta cinco integrantes del equipo como encargados o empleados.' },
      devices: {
        title: 'En el mostrador o en el celular',
        text: 'Funciona en la compu de la recepción y en tu celular, en modo claro u oscuro.',
      },
    },
    ctaHeading: '¿Listo para probarlo?',
    ctaText: 'Creá tu propiedad, cargá tus habitaciones y tomá tu primera reserva en una tarde.',
    signUpFree: 'Registrate gratis',
  },
  pricing: {
    title: 'Precios',
    lead: 'Empezá gratis hoy. Un plan Pro para hostels que crecen está en camino.',
    free: 'Gratis',
    perMonth: 'por mes',
    freeFeatures: {
      dashboard: 'Las últimas 10 reservas en el panel',
      team: 'Hasta 5 integrantes del equipo',
      beds: 'Hasta 25 camas',
      screens: 'Calendario, reservas, huéspedes, tarifas y disponibilidad',
    },
    createFree: 'Creá tu cuenta gratis',
    pro: 'Pro',
    comingSoon: 'Muy pronto',
    toBeDetermined: 'Precio a definir',
    proFeatures: {
      everything: 'Todo lo del plan Gratis',
      channels: 'Integración con plataformas de reservas (channel manager)',
      balance: 'Saldo de la cuenta',
      emails: 'Confirmaciones de reserva por email a tus huéspedes',
      support: 'Soporte prioritario',
    },
    hearLaunch: '¿Querés enterarte cuando salga? <page>Escribinos</page>.',
  },
  contact: {
    title: 'Contacto',
    lead: '¿Preguntas sobre el producto, tu cuenta o el plan Pro? Respondemos todos los emails.',
    emailHeading: 'Ayuda por email',
    writeTo: 'Escribinos a <mail>{{email}}</mail>. Solemos responder en un día hábil.',
    tellUs: 'Para responderte más rápido, contanos:',
    tellEmail: 'el email con el que ingresás y el nombre de tu propiedad;',
    tellWhat: 'qué estabas haciendo y qué esperabas que pasara;',
    tellMessage: 'el mensaje exacto que viste, si hubo uno.',
    noPassword: 'Nunca nos mandes tu contraseña: nunca te la vamos a pedir.',
    seeFaq: 'Muchas respuestas ya están en nuestras <page>preguntas frecuentes</page>.',
  },
  about: {
    title: 'Nosotros',
    lead: 'Hacemos Hostel App para los hostels chicos e independientes que el software de los grandes hoteles olvida.',
    whyHeading: 'Por qué empezamos',
    why1: 'Muchos hostels todavía funcionan con un cuaderno, una planilla compartida y la bandeja de entrada de una plataforma de reservas. Las camas se reservan dos veces, el turno de la mañana no sabe quién llega y las tarifas viven en la cabeza de alguien. Los sistemas de hotel están hechos para cientos de habitaciones, y cuestan en consecuencia.',
    why2: 'Hostel App hace bien las pocas cosas que una propiedad chica necesita todos los días: un calendario por cama, las llegadas y salidas de hoy, los huéspedes registrados, y las tarifas y la disponibilidad por tipo de habitación.',
    believeHeading: 'En qué creemos',
    believe1: 'El software de la recepción se tiene que poder aprender en una tarde.',
    believe2: 'Las camas de dormitorio y las habitaciones privadas merecen el mismo cuidado.',
    believe3: 'Los datos de tus huéspedes son tuyos: no los vendemos y guardamos solo lo que el servicio necesita.',
    teamHeading: 'Equipo',
    team: 'Somos un equipo chico de desarrolladores y ex trabajadores de hostels, con base en Argentina, que trabaja con dueños de hostels que nos cuentan lo que la recepción necesita de verdad.',
    idea: '¿Tenés una idea o una pregunta? <page>Escribinos</page>.',
  },
  faq: {
    title: 'Preguntas frecuentes',
    questions: {
      free: {
        q: '¿Hostel App es gratis de verdad?',
        a: 'Sí. El plan Gratis cuesta {{price}} por mes y cubre hasta 25 camas y 5 integrantes del equipo, con las últimas 10 reservas en tu panel. Pronto llega un plan Pro pago con más funciones; el plan Gratis sigue.',
      },
      who: {
        q: '¿Para quién es?',
        a: 'Para hostels chicos e independientes con una sola propiedad: dueños, encargados, recepcionistas y el resto del equipo de la recepción.',
      },
      staff: {
        q: '¿Mi equipo puede tener sus propias cuentas?',
        a: 'Sí. Como dueño podés invitar hasta 5 integrantes del equipo como encargados o empleados. Los empleados trabajan con reservas y huéspedes; los encargados además pueden cambiar tarifas, habitaciones y los datos de la propiedad.',
      },
      rooms: {
        q: '¿Maneja dormitorios y habitaciones privadas?',
        a: 'Sí. Cada tipo de habitación es un dormitorio, que se reserva por cama, o una habitación privada, que se reserva entera. El calendario muestra cada cama.',
      },
      channels: {
        q: '¿Se conecta con las plataformas de reservas?',
        a: 'Todavía no. La integración con plataformas de reservas (channel manager) es parte del próximo plan Pro. Mientras tanto podés registrar el origen de cada reserva.',
      },
      phone: {
        q: '¿Lo puedo usar en el celular?',
        a: 'Sí. La app funciona en cualquier navegador moderno, en celulares, tablets y computadoras, en modo claro y oscuro.',
      },
      password: {
        q: 'Me olvidé la contraseña. ¿Qué hago?',
        a: 'Usá "¿Olvidaste tu contraseña?" en la página de ingreso. Te mandamos por email un enlace para elegir una nueva.',
      },
      delete: {
        q: '¿Cómo borro mi cuenta?',
        a: 'Abrí tu perfil en la app y elegí "Borrar tu cuenta". Si sos el dueño, se borran la propiedad y todos sus datos.',
      },
    },
    stillQuestion: '¿Te quedó alguna pregunta? <page>Escribinos</page> o mandá un email a <mail>{{email}}</mail>.',
  },
  notFound: {
    title: 'Página no encontrada',
    heading: '¡Uy!... Esta página no existe',
    text: 'Puede que la dirección esté mal escrita o que la página se haya movido.',
    back: 'Volver al inicio',
  },
};
