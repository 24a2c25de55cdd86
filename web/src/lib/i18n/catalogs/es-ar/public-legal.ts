import type { publicLegal as english } from '../en/public-legal';
import type { Texts } from '../texts';

export const publicLegal: Texts<typeof english> = {
  updated: 'Última actualización: {{date}}',
  terms: {
    title: 'Términos y condiciones',
    intro: 'Estos términos rigen tu uso de Hostel App (el "servicio"). Al crear una cuenta o usar el servicio, los aceptás.',
    serviceHeading: '1. El servicio',
    service:
      'Hostel App es una aplicación web para gestionar las reservas, habitaciones, tarifas y huéspedes de una sola propiedad de hostel. Podemos mejorar o cambiar el servicio; te vamos a avisar con anticipación de los cambios que reduzcan lo que incluye tu plan.',
    accountHeading: '2. Tu cuenta',
    account:
      'Quien se registra es el dueño (administrador) de la cuenta de la propiedad y es responsable de los integrantes del equipo que invita. Mantené tu contraseña en secreto y avisanos enseguida si sospechás que alguien más usó tu cuenta.',
    plansHeading: '3. Planes y pago',
    plans:
      'El plan Gratis no cuesta nada y tiene los límites que muestra la <page>página de precios</page>. Los planes pagos, cuando estén disponibles, se van a cobrar por adelantado y se pueden cancelar en cualquier momento.',
    useHeading: '4. Uso aceptable',
    use: 'Usá el servicio solo para gestionar tu propia propiedad y sus huéspedes, de acuerdo con la ley y con el consentimiento de tus huéspedes cuando la ley lo exija. No intentes acceder a datos de otras propiedades, interrumpir el servicio ni mandar mensajes no solicitados a través de él.',
    dataHeading: '5. Tus datos',
    data: 'Los datos que cargás siguen siendo tuyos. Los tratamos solo para prestar el servicio, como se describe en nuestra <page>política de privacidad</page>. Podés borrar tu cuenta en cualquier momento; si la borra el dueño, se eliminan la propiedad y todos sus datos.',
    availabilityHeading: '6. Disponibilidad',
    availability:
      'Trabajamos para que el servicio esté disponible y tus datos tengan copia de seguridad, pero no garantizamos un funcionamiento ininterrumpido ni libre de errores.',
    liabilityHeading: '7. Limitación de responsabilidad',
    liability:
      'En la medida en que la ley lo permita, nuestra responsabilidad total por cualquier reclamo relacionado con el servicio se limita a los montos que nos pagaste por el servicio en los 12 meses anteriores al hecho que dio origen al reclamo.',
    lawHeading: '8. Ley aplicable',
    law: 'Estos términos se rigen por las leyes de la Provincia de Buenos Aires, Argentina, y cualquier disputa se someterá a sus tribunales competentes.',
    contactHeading: '9. Contacto',
    contact: 'La ayuda se brinda por email en <mail>{{email}}</mail>.',
  },
  privacy: {
    title: 'Política de privacidad',
    intro: 'Esta política explica qué datos personales maneja Hostel App, para qué, y qué podés hacer al respecto.',
    collectHeading: 'Datos que recolectamos',
    collectAccount: 'Datos de la cuenta: tu nombre, tu email, el nombre de tu propiedad y una contraseña guardada con un hash seguro.',
    collectProperty:
      'Datos de la propiedad que cargás: tipos de habitación, tarifas, reservas y los datos de tus huéspedes (nombre, número de documento, contacto, dirección).',
    collectTechnical:
      'Datos técnicos: una cookie de sesión que mantiene tu sesión iniciada, y registros del servidor que guardamos por seguridad.',
    whyHeading: 'Para qué los usamos',
    why: 'Solo para prestar el servicio: iniciar tu sesión, mostrarte a vos y a tu equipo los datos de tu propiedad, y mandarte emails sobre tu cuenta (confirmación y cambio de contraseña). No vendemos datos personales ni usamos rastreadores publicitarios.',
    guestsHeading: 'Los datos de tus huéspedes',
    guests:
      'De los datos de tus huéspedes es responsable tu hostel, y nosotros los tratamos en su nombre. Cargá solo lo que necesitás para manejar tus reservas.',
    cookiesHeading: 'Cookies',
    cookies: 'Usamos una sola cookie esencial para tu sesión. Se borra cuando cerrás sesión o cuando vence.',
    retentionHeading: 'Conservación y eliminación',
    retention:
      'Guardamos tus datos mientras tu cuenta exista. Cuando el dueño borra la cuenta, se eliminan la propiedad y todas sus reservas, huéspedes e integrantes del equipo.',
    rightsHeading: 'Tus derechos',
    rights:
      'Podés ver y corregir tu perfil en la app, y pedirnos una copia de tus datos o su eliminación escribiendo a <mail>{{email}}</mail>. Esta política se rige por las leyes de la Provincia de Buenos Aires, Argentina, y por la ley argentina de protección de datos personales.',
  },
};
