// The API's and the validation's messages in Spanish (Argentina), keyed by their English text (the spec's,
// exactly as the code writes it). A text built with values is written with `{{placeholders}}`; a value that
// is itself a key here (a field label, "beds") is said in Spanish too. Labels are named with a colon before
// the rule ("Nombre: …") so one sentence fits every label whatever its gender.

/** Field labels the schemas name; a message's `{{label}}` is one of them. */
const LABELS = {
  Name: 'Nombre',
  'Property name': 'Nombre de la propiedad',
  Email: 'Email',
  Password: 'Contraseña',
  'First name': 'Nombre',
  'Last name': 'Apellido',
  'Room type id': 'Id del tipo de habitación',
  'Minimum nights': 'Mínimo de noches',
  'Maximum nights': 'Máximo de noches',
  'Days ahead': 'Días de anticipación',
  'Check-in time': 'Hora de ingreso',
  'Check-out time': 'Hora de egreso',
  'House rules': 'Normas de la casa',
  'Free cancellation days': 'Días de cancelación gratuita',
  'Staff email': 'Email del equipo',
  Guests: 'Huéspedes',
  'Check-in': 'Llegada',
  'Check-out': 'Salida',
  'Arrival time': 'Hora de llegada',
  Note: 'Nota',
  'Unit id': 'Id de la unidad',
  'Feed id': 'Id del calendario',
  City: 'Ciudad',
  Street: 'Calle',
  'Postal code': 'Código postal',
  Notes: 'Notas',
  'Internal notes': 'Notas internas',
  'Guest id': 'Id del huésped',
  Search: 'Búsqueda',
  'Start date': 'Fecha de inicio',
  'End date': 'Fecha de fin',
  Rate: 'Tarifa',
  Availability: 'Disponibilidad',
  From: 'Desde',
  To: 'Hasta',
  'Reservation status': 'Estado de la reserva',
  'Payment status': 'Estado del pago',
  Currency: 'Moneda',
  'Total price': 'Precio total',
  'Number of guests': 'Cantidad de huéspedes',
  'Special request': 'Pedido especial',
  Amount: 'Monto',
  Method: 'Medio de pago',
  Date: 'Fecha',
  'Reservation id': 'Id de la reserva',
  'Base rate': 'Tarifa base',
  'Max occupancy': 'Ocupación máxima',
  Inventory: 'Cantidad de habitaciones',
  'Room id': 'Id de la habitación',
  'Room name': 'Nombre de la habitación',
  'Bed id': 'Id de la cama',
  'Bed name': 'Nombre de la cama',
  'Units version': 'Versión de las unidades',
  'Reservation id to swap with': 'Id de la reserva con la que intercambiar',
  'User id': 'Id del usuario',
  Token: 'Token',
  // The web's own forms (web/src/features/shell/search-query.ts).
  'Search text': 'Texto de búsqueda',
  Until: 'Hasta',
  // The folio (shared/src/api/folio-schemas.ts).
  Price: 'Precio',
  'Extra id': 'Id del extra',
  Reason: 'Motivo',
  Quantity: 'Cantidad',
  'Payment id': 'Id del pago',
  Charged: 'Cobro',
  Kind: 'Tipo',
} as const;

/** Words a message puts in by count or state ("1 bed", "2 beds", "is canceled"). */
const WORDS = {
  guest: 'huésped',
  guests: 'huéspedes',
  bed: 'cama',
  beds: 'camas',
  night: 'noche',
  nights: 'noches',
  reservation: 'reserva',
  reservations: 'reservas',
  record: 'registro',
  '1 room': '1 habitación',
  'a room': 'una habitación',
  'a bed': 'una cama',
  canceled: 'cancelada',
  'marked as no-show': 'marcada como no se presentó',
  'so it cannot be checked in': 'así que no se puede hacer el ingreso',
  'so it cannot be checked out': 'así que no se puede hacer el egreso',
  'so its dates cannot change': 'así que sus fechas no pueden cambiar',
  // A room or bed the property did not name, as room-units.ts numbers it ("Dorm 6 · Room 2, bed 3"): a list
  // value is read part by part, so the room and the bed are two forms. A name the property gave stays as it is.
  '{{roomType}} · Room {{number}}': '{{roomType}} · Habitación {{number}}',
  'bed {{label}}': 'cama {{label}}',
  'moving to another room type is a change of reservation, not of bed':
    'pasar a otro tipo de habitación es un cambio de reserva, no de cama',
} as const;

/** Answers of the fields' rules (shared/src/api/fields.ts, number-fields.ts, id-field.ts) for any label. */
const FIELD_RULES = {
  '{{label}} is required': '{{label}}: este dato es obligatorio',
  '{{label}} must be {{min}} to {{max}} characters': '{{label}}: debe tener entre {{min}} y {{max}} caracteres',
  '{{label}} must be at most {{max}} characters': '{{label}}: debe tener como máximo {{max}} caracteres',
  '{{label}} cannot contain line breaks or control characters': '{{label}}: no puede tener saltos de línea ni caracteres de control',
  '{{label}} cannot contain control characters': '{{label}}: no puede tener caracteres de control',
  '{{label}} cannot contain characters that change the text direction':
    '{{label}}: no puede tener caracteres que cambien la dirección del texto',
  '{{label}} cannot be made only of blank or invisible characters': '{{label}}: no puede tener solo espacios o caracteres invisibles',
  '{{label}} must be text': '{{label}}: debe ser texto',
  '{{label}} must be a valid email address': '{{label}}: debe ser una dirección de email válida',
  '{{label}} is not valid': '{{label}}: el valor no es válido',
  '{{label}} must be a number': '{{label}}: debe ser un número',
  '{{label}} must be a whole number from {{min}} to {{max}}': '{{label}}: debe ser un número entero de {{min}} a {{max}}',
  '{{label}} must be a whole number of at least {{min}}': '{{label}}: debe ser un número entero de al menos {{min}}',
  '{{label}} must be at most {{max}}': '{{label}}: debe ser como máximo {{max}}',
  '{{label}} must be more than {{min}}': '{{label}}: debe ser mayor que {{min}}',
  '{{label}} must be at least {{min}}': '{{label}}: debe ser al menos {{min}}',
  '{{label}} must have at most two decimals': '{{label}}: debe tener como máximo dos decimales',
  '{{label}} must be one of {{values}}': '{{label}}: debe ser uno de estos valores: {{values}}',
  '{{label}} must be a time written HH:mm': '{{label}}: debe ser una hora escrita HH:mm',
  '{{label}} must be a real date written yyyy-MM-dd': '{{label}}: debe ser una fecha real escrita aaaa-MM-dd',
  '{{label}} must be a date': '{{label}}: debe ser una fecha',
} as const;

/** Validation messages of the schemas (shared/src/api). */
const VALIDATION = {
  'Password is required': 'Ingresá la contraseña',
  'Password is too long': 'La contraseña es demasiado larga',
  'Please complete the CAPTCHA': 'Completá el CAPTCHA',
  'The CAPTCHA answer is not valid': 'La respuesta del CAPTCHA no es válida',
  'You must accept the terms of use and the privacy policy': 'Tenés que aceptar las condiciones de uso y la política de privacidad',
  'Time zone is not valid': 'La zona horaria no es válida',
  'Repeat the new password': 'Repetí la contraseña nueva',
  'Password do not match': 'Las contraseñas no coinciden',
  "Passwords doesn't match": 'Las contraseñas no coinciden',
  "Passwords don't match": 'Las contraseñas no coinciden',
  "Type the property's name exactly": 'Escribí el nombre de la propiedad tal cual',
  'Role is not valid': 'El rol no es válido',
  'Language is not valid': 'El idioma no es válido',
  'Each bed id must be text': 'Cada id de cama debe ser texto',
  'Bed id is not valid': 'El id de la cama no es válido',
  'Assigned beds must be a list of bed ids': 'Las camas asignadas deben ser una lista de ids de cama',
  'At most {{max}} beds': 'Como máximo {{max}} camas',
  'Each bed can be chosen only once': 'Cada cama se puede elegir una sola vez',
  'Choose at least one bed': 'Elegí al menos una cama',
  'The page address must be 3 to {{max}} lower-case letters, digits or "-", not starting or ending with "-"':
    'La dirección de la página debe tener de 3 a {{max}} letras minúsculas, dígitos o "-", sin empezar ni terminar con "-"',
  'The page address is required': 'Ingresá la dirección de la página',
  'This page address is reserved: choose another one': 'Esta dirección de página está reservada: elegí otra',
  'Enabled must be true or false': 'Habilitada debe ser true o false',
  'At most 50 room types': 'Como máximo 50 tipos de habitación',
  'Staff email must be true or false': 'Email del equipo debe ser true o false',
  'Maximum nights must be at least the minimum nights': 'El máximo de noches debe ser al menos el mínimo de noches',
  'Staff email is required to send the staff an email for each booking':
    'Ingresá el email del equipo para mandarle un email por cada reserva',
  'This booking page does not exist': 'Esta página de reservas no existe',
  "This hostel's booking page is not available at the moment": 'La página de reservas de este hostel no está disponible en este momento',
  'This stay cannot be shown here at the moment: the hostel has closed its booking page. Please contact the hostel':
    'Esta estadía no se puede mostrar aquí en este momento: el hostel cerró su página de reservas. Por favor, contactá al hostel',
  'A booking arrives confirmed or provisional': 'Una reserva llega confirmada o provisoria',
  'Check-out must be after check-in': 'La salida debe ser posterior a la llegada',
  'Please solve the CAPTCHA': 'Resolvé el CAPTCHA',
  'Feed address is required': 'Ingresá la dirección del calendario',
  'Feed address must be at most {{max}} characters': 'La dirección del calendario debe tener como máximo {{max}} caracteres',
  'Feed address must be a web address such as https://…/calendar.ics':
    'La dirección del calendario debe ser una dirección web como https://…/calendar.ics',
  'Beds must be a number': 'Camas debe ser un número',
  'Beds must be a whole number': 'Camas debe ser un número entero',
  'Beds must be at least 1': 'Camas debe ser al menos 1',
  'Beds must be at most 50': 'Camas debe ser como máximo 50',
  'Format must be json or csv': 'El formato debe ser json o csv',
  'What must be reservations or guests': 'Qué exportar debe ser reservations o guests',
  'Choose what to export as CSV: reservations or guests': 'Elegí qué exportar como CSV: reservations o guests',
  'Token is required': 'Falta el token',
  'The link is not valid': 'El enlace no es válido',
  'Email must be text': 'El email debe ser texto',
  'Email must be 5 to 50 characters': 'El email debe tener entre 5 y 50 caracteres',
  'Email must be a valid email address': 'El email debe ser una dirección de email válida',
  'Email must be at most 50 characters': 'El email debe tener como máximo 50 caracteres',
  'Phone number must be text': 'El teléfono debe ser texto',
  'Phone number must be at most 30 characters': 'El teléfono debe tener como máximo 30 caracteres',
  'Phone number may contain only digits, spaces and + ( ) - .': 'El teléfono solo puede tener dígitos, espacios y + ( ) - .',
  'Country code must be text': 'El código de país debe ser texto',
  'Country code must be a two-letter ISO 3166 code, such as AR or US':
    'El código de país debe ser un código ISO 3166 de dos letras, como AR o US',
  'Time zone must be text': 'La zona horaria debe ser texto',
  'Time zone must be a time zone name such as America/Argentina/Buenos_Aires':
    'La zona horaria debe ser un nombre de zona horaria como America/Argentina/Buenos_Aires',
  'Currency must be one of {{values}}': 'La moneda debe ser una de estas: {{values}}',
  'Currency is required': 'Elegí la moneda',
  'End date must be on or after the start date': 'La fecha de fin debe ser igual o posterior a la de inicio',
  'The dates in the address must be written yyyyMMdd-yyyyMMdd': 'Las fechas de la dirección deben escribirse aaaaMMdd-aaaaMMdd',
  'The last date must be on or after the first date': 'La última fecha debe ser igual o posterior a la primera',
  'A range covers at most {{max}} nights': 'Un rango abarca como máximo {{max}} noches',
  'A window covers at most {{max}} nights': 'Un período abarca como máximo {{max}} noches',
  'A report covers at most {{max}} nights': 'Un reporte abarca como máximo {{max}} noches',
  'To must be on or after From': 'Hasta debe ser igual o posterior a Desde',
  'Booking source must be one of {{values}}': 'El origen debe ser uno de estos: {{values}}',
  'Booking source is required': 'Elegí el origen',
  'Special request must be text': 'El pedido especial debe ser texto',
  'Special request must be at most {{max}} characters': 'El pedido especial debe tener como máximo {{max}} caracteres',
  'Reservation status must be one of {{values}}': 'El estado de la reserva debe ser uno de estos: {{values}}',
  'A reservation is at most {{max}} nights (the most one booking can hold at once). Book a longer stay as two reservations':
    'Una reserva tiene como máximo {{max}} noches (lo máximo que puede tener una sola reserva). Cargá una estadía más larga como dos reservas',
  'A new reservation is confirmed or provisional': 'Una reserva nueva es confirmada o provisoria',
  'Amount must be a number': 'El monto debe ser un número',
  'Amount cannot be 0': 'El monto no puede ser 0',
  'Note must be text': 'La nota debe ser texto',
  'Note must be at most {{max}} characters': 'La nota debe tener como máximo {{max}} caracteres',
  'The address must be yyyyMMdd-yyyyMMdd-<search text or all>': 'La dirección debe ser aaaaMMdd-aaaaMMdd-<texto de búsqueda o all>',
  'A search covers at most {{max}} days': 'Una búsqueda abarca como máximo {{max}} días',
  'Search text must be at most {{max}} characters': 'El texto de búsqueda debe tener como máximo {{max}} caracteres',
  'Search text cannot contain control characters': 'El texto de búsqueda no puede tener caracteres de control',
  'Type must be dorm or private': 'El tipo debe ser dorm o private',
  'Gender must be mixed or female': 'El género debe ser mixed o female',
  'Beds must be a list': 'Las camas deben ser una lista',
  'A room has at most 20 beds': 'Una habitación tiene como máximo 20 camas',
  'Rooms must be a list': 'Las habitaciones deben ser una lista',
  'Name at least one room or bed': 'Poné nombre al menos a una habitación o cama',
  'A room type has at most 50 rooms': 'Un tipo de habitación tiene como máximo 50 habitaciones',
  'Internal notes are required (empty clears them)': 'Faltan las notas internas (vacías, se borran)',
  'Internal notes must be text': 'Las notas internas deben ser texto',
  'Internal notes must be at most {{max}} characters': 'Las notas internas deben tener como máximo {{max}} caracteres',
  'Internal notes cannot contain control characters': 'Las notas internas no pueden tener caracteres de control',
  'Internal notes cannot contain characters that change the text direction':
    'Las notas internas no pueden tener caracteres que cambien la dirección del texto',
  'Role must be manager or employee': 'El rol debe ser manager o employee',
  'Last name must be text': 'El apellido debe ser texto',
  'Last name must be 2 to 50 characters': 'El apellido debe tener entre 2 y 50 caracteres',
  'Password must be text': 'La contraseña debe ser texto',
  'Password must contain at least 14 characters, 4 lower case letters, two upper case letters, two digits and two special characters':
    'La contraseña debe tener al menos 14 caracteres, 4 letras minúsculas, dos mayúsculas, dos dígitos y dos caracteres especiales',
  'This room is not one of this room type': 'Esta habitación no es de este tipo de habitación',
  'This bed is not one of this room': 'Esta cama no es de esta habitación',
  'This room is named twice in the request': 'Esta habitación aparece dos veces en el pedido',
  'This bed is named twice in the request': 'Esta cama aparece dos veces en el pedido',
  'Another room of this type is already named "{{name}}"': 'Otra habitación de este tipo ya se llama "{{name}}"',
  'Another bed of this room is already named "{{name}}"': 'Otra cama de esta habitación ya se llama "{{name}}"',
  'These rooms and beds were renamed by someone else in the meantime. Reload to see their names, then try again':
    'Alguien más cambió los nombres de estas habitaciones y camas mientras tanto. Recargá para ver sus nombres y probá de nuevo',
  'A private room is one unit: name the room, not its bed': 'Una habitación privada es una sola unidad: nombrá la habitación, no su cama',
  'Invalid request': 'El pedido no es válido',
} as const;

/** Answers of the request pipeline (functions/src/http). */
const PIPELINE = {
  'Please sign in': 'Iniciá sesión',
  "You don't have permissions to do this": 'No tenés permiso para hacer esto',
  "You don't have permissions to do this. Contact an administrator or manager":
    'No tenés permiso para hacer esto. Hablá con un administrador o un encargado',
  'Not found': 'No se encontró',
  'Send the body as application/json': 'Mandá el cuerpo como application/json',
  'The service is busy. Please try again in a moment': 'El servicio está ocupado. Probá de nuevo en un momento',
  'Unknown fields: {{names}}': 'Campos desconocidos: {{names}}',
  'Unknown field: {{names}}': 'Campo desconocido: {{names}}',
  'The request body is empty': 'El cuerpo del pedido está vacío',
  'The request body is too large': 'El cuerpo del pedido es demasiado grande',
  'The request body is not valid JSON': 'El cuerpo del pedido no es un JSON válido',
  'The request body must be a JSON object': 'El cuerpo del pedido debe ser un objeto JSON',
  'The request body is nested too deeply': 'El cuerpo del pedido tiene demasiados niveles anidados',
  'The {{key}} in the address is not valid': 'El dato {{key}} de la dirección no es válido',
  'Something went wrong on our side. Please try again': 'Algo falló de nuestro lado. Probá de nuevo',
  'Requests that change data must come from the app itself': 'Los pedidos que cambian datos tienen que venir de la propia app',
  'The request body must be UTF-8 text, without invalid bytes or replacement characters (U+FFFD)':
    'El cuerpo del pedido debe ser texto UTF-8, sin bytes inválidos ni caracteres de reemplazo (U+FFFD)',
} as const;

/** What the data layer's errors say (functions/src/http/data-error-messages.ts). */
const DATA = {
  'An account with this email already exists': 'Ya existe una cuenta con este email',
  'A guest with this email already exists': 'Ya existe un huésped con este email',
  'A room type named "{{name}}" already exists': 'Ya existe un tipo de habitación llamado "{{name}}"',
  'This page address is taken: choose another one': 'Esta dirección de página ya está en uso: elegí otra',
  'User not found': 'No se encontró el usuario',
  'Room type not found': 'No se encontró el tipo de habitación',
  'This property no longer exists': 'Esta propiedad ya no existe',
  '{{date}} has {{free}} free': '{{date}} tiene {{free}} libres',
  'and {{count}} more': 'y {{count}} más',
  'Availability cannot be more than the units free each night: {{nights}}':
    'La disponibilidad no puede superar las unidades libres de cada noche: {{nights}}',
  'Availability cannot be more than the units free each night: {{nights}}. The nights up to {{saved}} were saved; nothing from {{first}} on':
    'La disponibilidad no puede superar las unidades libres de cada noche: {{nights}}. Se guardaron las noches hasta el {{saved}}; nada desde el {{first}}',
  '. The nights up to {{saved}} were saved; nothing from {{first}} on':
    '. Se guardaron las noches hasta el {{saved}}; nada desde el {{first}}',
  'The Free plan allows up to {{max}} users, the admin included. Delete a user to add another':
    'El plan Free permite hasta {{max}} usuarios, contando al administrador. Eliminá un usuario para agregar otro',
  'The Free plan allows up to {{max}} beds. This room type needs {{needed}} beds and no beds are left':
    'El plan Free permite hasta {{max}} camas. Este tipo de habitación necesita {{needed}} camas y no queda ninguna',
  'The Free plan allows up to {{max}} beds. This room type needs {{needed}} beds and 1 is left':
    'El plan Free permite hasta {{max}} camas. Este tipo de habitación necesita {{needed}} camas y queda 1',
  'The Free plan allows up to {{max}} beds. This room type needs {{needed}} beds and {{left}} are left':
    'El plan Free permite hasta {{max}} camas. Este tipo de habitación necesita {{needed}} camas y quedan {{left}}',
  'Your account was changed or removed in the meantime. Please sign in again':
    'Tu cuenta cambió o se eliminó mientras tanto. Iniciá sesión de nuevo',
  'The property kept changing while it was being deleted. Please try again':
    'La propiedad siguió cambiando mientras se eliminaba. Probá de nuevo',
  'This room type has reservations from today on, so it cannot be deleted. Make sure no reservations exist for it, then try again':
    'Este tipo de habitación tiene reservas desde hoy en adelante, así que no se puede eliminar. Asegurate de que no tenga reservas y probá de nuevo',
  'Another change to these nights was saved at the same time. Reload and try again':
    'Otro cambio en estas noches se guardó al mismo tiempo. Recargá y probá de nuevo',
  'Another change to these nights was saved at the same time. Reload and try again{{partly}}':
    'Otro cambio en estas noches se guardó al mismo tiempo. Recargá y probá de nuevo{{partly}}',
  'This was changed by someone else in the meantime. Reload and try again':
    'Alguien más lo cambió mientras tanto. Recargá y probá de nuevo',
} as const;

/** Accounts, team and sessions (functions/src/accounts, team, their handlers). */
const ACCOUNTS = {
  'The CAPTCHA answer is not valid or has expired. Please solve it again':
    'La respuesta del CAPTCHA no es válida o venció. Resolvelo de nuevo',
  'This link is not valid or has already been used': 'Este enlace no es válido o ya se usó',
  'The rate counter {{name}} kept changing; try again': 'El contador {{name}} siguió cambiando; probá de nuevo',
  '{{message}} Please try again in 1 minute.': '{{message}} Probá de nuevo en 1 minuto.',
  '{{message}} Please try again in {{minutes}} minutes.': '{{message}} Probá de nuevo en {{minutes}} minutos.',
  'Your password is set. You can now sign in': 'Tu contraseña quedó guardada. Ya podés iniciar sesión',
  'Too many wrong passwords.': 'Demasiadas contraseñas incorrectas.',
  'The current password is not correct': 'La contraseña actual no es correcta',
  'The new password must be different from the current one': 'La contraseña nueva tiene que ser distinta de la actual',
  'Password updated successfully': 'Contraseña actualizada',
  'Your email is already verified': 'Tu email ya está verificado',
  'Email verified successfully': 'Email verificado',
  'User added successfully': 'Usuario agregado',
  'User added. An invitation to choose a password is on its way to them':
    'Usuario agregado. Le estamos enviando una invitación para elegir su contraseña',
  'The password is not correct': 'La contraseña no es correcta',
  'Account deleted successfully': 'Cuenta eliminada',
  'Delete your own account on your profile page': 'Eliminá tu propia cuenta desde tu perfil',
  'User deleted successfully': 'Usuario eliminado',
  'Password modified successfully': 'Contraseña cambiada',
  'Signed out': 'Sesión cerrada',
  'Too many sign-ups from this address.': 'Demasiados registros desde esta dirección.',
  'Account created. Check your email to confirm your address': 'Cuenta creada. Revisá tu email para confirmar tu dirección',
  'If an account exists for this email, a reset link is on its way':
    'Si existe una cuenta con este email, te estamos enviando un enlace para restablecer la contraseña',
  'Too many reset requests.': 'Demasiados pedidos de restablecimiento.',
  'This user has already accepted the invitation': 'Este usuario ya aceptó la invitación',
  'Too many emails sent from this address.': 'Demasiados emails enviados desde esta dirección.',
  'A new invitation is on its way to {{email}}': 'Le estamos enviando una invitación nueva a {{email}}',
  'If an account is waiting for confirmation, a new email is on its way':
    'Si hay una cuenta esperando confirmación, te estamos enviando un email nuevo',
  'Too many emails requested.': 'Demasiados emails pedidos.',
  'Wrong email or password': 'Email o contraseña incorrectos',
  "Only the property's admin can restore it": 'Solo el admin de la propiedad puede restaurarla',
  'Your property is restored. Sign in to continue': 'Tu propiedad está restaurada. Iniciá sesión para continuar',
  'The 30 days to restore this property have passed, so it cannot be restored':
    'Pasaron los 30 días para restaurar esta propiedad, así que ya no se puede restaurar',
  'This property is open: sign in to download its data from your profile':
    'Esta propiedad está abierta: iniciá sesión para descargar sus datos desde tu perfil',
  'This property was deleted and is closed. Its admin can restore it with their password within 30 days of the deletion':
    'Esta propiedad fue eliminada y está cerrada. Su admin puede restaurarla con su contraseña dentro de los 30 días de la eliminación',
  'Too many failed sign-in attempts for this account. Solve the CAPTCHA, then sign in again':
    'Demasiados intentos fallidos para esta cuenta. Resolvé el CAPTCHA e iniciá sesión de nuevo',
  'Too many failed sign-in attempts from this address.': 'Demasiados intentos fallidos desde esta dirección.',
  'Please confirm your email first: open the link we sent you, or ask for a new one':
    'Primero confirmá tu email: abrí el enlace que te mandamos o pedí uno nuevo',
  'Signed in': 'Sesión iniciada',
  'You cannot change your own role': 'No podés cambiar tu propio rol',
  'Edit your own account on your profile page': 'Editá tu propia cuenta desde tu perfil',
  'User updated successfully': 'Usuario actualizado',
  'Session is valid': 'La sesión es válida',
  'The admin cannot be edited or deleted here': 'El administrador no se puede editar ni eliminar acá',
  'Your data is too large for one file. Download the reservations and the guests as CSV, one file each':
    'Tus datos no entran en un solo archivo. Descargá las reservas y los huéspedes como CSV, un archivo cada uno',
} as const;

/** Calendar feeds and imports (functions/src/calendar-sync). */
const CALENDARS = {
  'The feed is not a valid iCal calendar': 'El calendario no es un iCal válido',
  'The feed address must start with https://': 'La dirección del calendario debe empezar con https://',
  'The feed address must not hold a user name or password': 'La dirección del calendario no puede tener usuario ni contraseña',
  "The feed's host {{host}} was not found": 'No se encontró el servidor {{host}} del calendario',
  'The feed address points to a private network': 'La dirección del calendario apunta a una red privada',
  'The feed is larger than {{max}} bytes': 'El calendario pesa más de {{max}} bytes',
  'The feed redirects more than {{max}} times': 'El calendario redirige más de {{max}} veces',
  'The feed answered HTTP {{status}}': 'El calendario respondió HTTP {{status}}',
  'The feed answered a web page, not a calendar: check its link':
    'El calendario respondió una página web, no un calendario: revisá su enlace',
  'The feed did not answer within {{seconds}} s': 'El calendario no respondió en {{seconds}} s',
  'The feed could not be read: {{reason}}': 'No se pudo leer el calendario: {{reason}}',
  'This stay is longer than {{max}} nights: book it by hand in parts': 'Esta estadía tiene más de {{max}} noches: cargala a mano en partes',
  'The feed lists more than {{max}} events; nothing was changed': 'El calendario tiene más de {{max}} eventos; no se cambió nada',
  'The feed listed no events; nothing was released. If this continues, its stays are released on the next sync':
    'El calendario no tenía eventos; no se liberó nada. Si sigue así, sus estadías se liberan en la próxima sincronización',
  'The feed listed no events; nothing was released. If it stays empty for {{emptyFeedHours}} hours, its stays are released':
    'El calendario no tenía eventos; no se liberó nada. Si sigue vacío {{emptyFeedHours}} horas, sus estadías se liberan',
  'The event could not be read': 'No se pudo leer el evento',
  'The event starts and ends on the same day: it holds no night': 'El evento empieza y termina el mismo día: no ocupa ninguna noche',
  'The event ends before it starts': 'El evento termina antes de empezar',
  'The event repeats too often to be read to its end': 'El evento se repite demasiadas veces para leerlo hasta el final',
  'This stay does not fit': 'Esta estadía no entra',
  'The room type of this feed was deleted': 'El tipo de habitación de este calendario fue eliminado',
  'Imported calendar not found': 'No se encontró el calendario importado',
  'Unit not found': 'No se encontró la unidad',
  'This room type has {{count}} beds': 'Este tipo de habitación tiene {{count}} camas',
  'Feed address must be an https:// address': 'La dirección del calendario debe ser una dirección https://',
  'Calendar feed not found': 'No se encontró el calendario publicado',
  'This room type or unit already has a calendar feed: copy its link, or make a new one':
    'Este tipo de habitación o unidad ya tiene un calendario publicado: copiá su enlace o generá uno nuevo',
  'Imported calendar deleted': 'Calendario importado eliminado',
  'Calendar feed deleted': 'Calendario publicado eliminado',
} as const;

/** Rooms, reservations, stays and the booking page (functions/src/reservations, property, their handlers). */
const STAYS = {
  'Room type deleted successfully': 'Tipo de habitación eliminado',
  'Guest data deleted': 'Datos del huésped eliminados',
  'No reservation in house today is waiting for beds': 'Ninguna reserva en casa hoy está esperando camas',
  'Beds assigned to {{count}} {{stays}}': 'Camas asignadas a {{count}} {{stays}}',
  'Beds assigned to {{count}} {{stays}}; {{unplaced}} could not be placed because no bed is free for its whole stay':
    'Camas asignadas a {{count}} {{stays}}; {{unplaced}} no se pudieron ubicar porque no hay cama libre para toda la estadía',
  'Too many bookings from this address.': 'Demasiadas reservas desde esta dirección.',
  'Too many bookings with this email today.': 'Demasiadas reservas con este email hoy.',
  'Too many bookings at this hostel right now.': 'Demasiadas reservas en este hostel en este momento.',
  'The start date cannot be in the past': 'La fecha de inicio no puede estar en el pasado',
  'Bed not found': 'No se encontró la cama',
  '{{bed}} is {{unit}} of another room type ({{roomType}}): {{why}}':
    '{{bed}} es {{unit}} de otro tipo de habitación ({{roomType}}): {{why}}',
  'A private room stay takes one room: choose one': 'Una estadía en habitación privada ocupa una habitación: elegí una',
  'This stay needs {{count}} {{beds}}, one per guest': 'Esta estadía necesita {{count}} {{beds}}, una por huésped',
  'This reservation is {{state}}, so its beds cannot change': 'Esta reserva está {{state}}, así que sus camas no pueden cambiar',
  '{{bed}} is taken on {{dates}}': '{{bed}} está ocupada el {{dates}}',
  'This stay is over, so its beds cannot change': 'Esta estadía terminó, así que sus camas no pueden cambiar',
  'Reservation not found': 'No se encontró la reserva',
  "{{name}}'s reservation is {{state}}, so its beds cannot change":
    'La reserva de {{name}} está {{state}}, así que sus camas no pueden cambiar',
  "{{name}}'s stay is over, so its beds cannot change": 'La estadía de {{name}} terminó, así que sus camas no pueden cambiar',
  '{{nameA}} ({{typeA}}) and {{nameB}} ({{typeB}}) booked different room types: only guests of one room type can swap beds':
    '{{nameA}} ({{typeA}}) y {{nameB}} ({{typeB}}) reservaron tipos de habitación distintos: solo pueden intercambiar camas huéspedes del mismo tipo',
  '{{name}} is waiting for a bed: give them one with "Move to bed…" instead':
    '{{name}} está esperando una cama: asignale una con "Mover a cama…"',
  '{{nameA}} holds {{countA}} beds and {{nameB}} {{countB}}: only stays holding as many beds can swap':
    '{{nameA}} tiene {{countA}} camas y {{nameB}} {{countB}}: solo pueden intercambiar estadías con la misma cantidad de camas',
  '{{nameA}} and {{nameB}} share no night: move one of them instead':
    '{{nameA}} y {{nameB}} no comparten ninguna noche: mové una de las dos',
  'Choose another reservation to swap beds with': 'Elegí otra reserva para intercambiar camas',
  'These two stays cover too many nights to swap at once: move each with "Move to bed…"':
    'Estas dos estadías abarcan demasiadas noches para intercambiarlas de una vez: mové cada una con "Mover a cama…"',
  "{{name}} cannot take the other's beds: {{why}}": '{{name}} no puede tomar las camas de la otra: {{why}}',
  'This room is not offered on this page': 'Esta habitación no se ofrece en esta página',
  'Sorry, this room is no longer available for these dates. Please choose another room or other dates':
    'Perdón, esta habitación ya no está disponible para estas fechas. Elegí otra habitación u otras fechas',
  'This room takes at most {{max}} guests': 'Esta habitación admite como máximo {{max}} huéspedes',
  'Check-in cannot be in the past': 'La llegada no puede estar en el pasado',
  'Bookings open at most {{days}} days ahead: choose a check-in up to {{last}}':
    'Se puede reservar con hasta {{days}} días de anticipación: elegí una llegada hasta el {{last}}',
  'The shortest stay is {{count}} {{nights}}': 'La estadía mínima es de {{count}} {{nights}}',
  'The longest stay is {{count}} {{nights}}': 'La estadía máxima es de {{count}} {{nights}}',
  'Choose at least one room type to sell on the page': 'Elegí al menos un tipo de habitación para vender en la página',
  'Booking source is not valid': 'El origen no es válido',
  'This stay begins on {{date}}: the guest can check in from that day':
    'Esta estadía empieza el {{date}}: el huésped puede ingresar desde ese día',
  'This stay is over, so it cannot be checked in': 'Esta estadía terminó, así que no se puede hacer el ingreso',
  'No bed is free for the whole of this stay: move a guest on the calendar, then check in':
    'No hay cama libre para toda esta estadía: mové a un huésped en el calendario y después hacé el ingreso',
  'This guest has not checked in: check in first': 'Este huésped no ingresó: primero hacé el ingreso',
  'The stay cannot run to today. {{why}}': 'La estadía no puede extenderse hasta hoy. {{why}}',
  'The stay cannot run to today: {{why}}': 'La estadía no puede extenderse hasta hoy: {{why}}',
  "This guest's personal data was deleted. Add them again as a new guest":
    'Los datos personales de este huésped se eliminaron. Cargalo de nuevo como huésped nuevo',
  'This link is not valid. Open the link from your confirmation email':
    'Este enlace no es válido. Abrí el enlace de tu email de confirmación',
  'The Idempotency-Key header must be 1 to 100 letters, digits, "-", "_", ":" or "."':
    'El encabezado Idempotency-Key debe tener de 1 a 100 letras, dígitos, "-", "_", ":" o "."',
  'The {{what}} was not saved: the service is busy. Please try again in a moment':
    'No se guardó: {{what}}. El servicio está ocupado. Probá de nuevo en un momento',
  'The service did not answer in time, so it is not known whether the {{what}} was saved. Check before you enter it again':
    'El servicio no respondió a tiempo, así que no se sabe si se guardó: {{what}}. Revisá antes de cargarlo de nuevo',
  'This Idempotency-Key was already used for a different request': 'Esta Idempotency-Key ya se usó para otro pedido',
  'The reservation this Idempotency-Key booked no longer exists': 'La reserva que hizo esta Idempotency-Key ya no existe',
  'This confirmation was sent too many times today.': 'Esta confirmación ya se envió demasiadas veces hoy.',
  'Only a booked stay has a confirmation to send: this reservation is canceled or a no-show':
    'Solo una estadía reservada tiene confirmación para enviar: esta reserva está cancelada o el huésped no se presentó',
  'This guest has no email address. Add one to the guest to send the confirmation':
    'Este huésped no tiene email. Agregale uno para enviar la confirmación',
  'The confirmation email is on its way to the guest': 'El email de confirmación está en camino al huésped',
  'Guest not found': 'No se encontró el huésped',
  'This room type was deleted: its stays can no longer be moved':
    'Este tipo de habitación fue eliminado: sus estadías ya no se pueden mover',
  'This room type was deleted: its stays cannot be reinstated':
    'Este tipo de habitación fue eliminado: sus estadías no se pueden restablecer',
  'This reservation cannot be reinstated. {{why}}': 'Esta reserva no se puede restablecer. {{why}}',
  'This reservation cannot be reinstated: {{why}}': 'Esta reserva no se puede restablecer: {{why}}',
  'This stay has begun, so it can no longer be canceled here. Please contact {{name}}':
    'Esta estadía ya empezó, así que no se puede cancelar acá. Comunicate con {{name}}',
  'Free cancellation ended on {{date}}. To change or cancel this stay, please contact {{name}}':
    'La cancelación gratuita terminó el {{date}}. Para cambiar o cancelar esta estadía, comunicate con {{name}}',
  "This guest has checked out, so the stay's dates cannot change":
    'Este huésped ya hizo el egreso, así que las fechas de la estadía no pueden cambiar',
  'This guest has checked in, so the arrival day cannot change': 'Este huésped ya ingresó, así que el día de llegada no puede cambiar',
  'This room type has {{count}} {{beds}}': 'Este tipo de habitación tiene {{count}} {{beds}}',
  'A room of this type sleeps at most {{count}} {{guests}}': 'Una habitación de este tipo admite como máximo {{count}} {{guests}}',
  '{{date}} ({{free}} free)': '{{date}} ({{free}} libres)',
  'Not enough availability on {{nights}}. This stay needs {{units}} each night':
    'No hay disponibilidad suficiente el {{nights}}. Esta estadía necesita {{units}} cada noche',
  '{{count}} beds': '{{count}} camas',
  '{{count}} bed': '{{count}} cama',
  '{{names}} {{verb}} free, but not {{missing}} more {{beds}} of this type for the whole stay: choose fewer guests, or book without choosing a bed':
    '{{names}} {{verb}} libre, pero no {{missing}} {{beds}} más de este tipo para toda la estadía: elegí menos huéspedes o reservá sin elegir cama',
  is: 'está',
  are: 'están',
  'This reservation is {{state}}, {{what}}': 'Esta reserva está {{state}}, {{what}}',
  'This change touches {{count}} nights (the old stay and the new one together), and at most {{max}} can change at once. Move the stay in two smaller steps':
    'Este cambio toca {{count}} noches (la estadía anterior y la nueva juntas), y como máximo {{max}} pueden cambiar de una vez. Mové la estadía en dos pasos más chicos',
  'A stay lasts at most {{max}} nights: check the guest out on the booked day, then book the nights after it':
    'Una estadía dura como máximo {{max}} noches: hacé el egreso del huésped el día reservado y después reservá las noches siguientes',
  'A refund cannot be more than was paid ({{paid}})': 'Una devolución no puede superar lo pagado ({{paid}})',
  'A reservation holds at most {{max}} payments': 'Una reserva tiene como máximo {{max}} pagos',
} as const;

/** The folio: extras, charges and receipts (functions/src/reservations/folio-decision.ts, receipt-decision.ts). */
const FOLIO = {
  'Active must be true or false': 'Activo debe ser true o false',
  'Extra not found': 'No se encontró el extra',
  'Payment not found': 'No se encontró el pago',
  '{{name}} is not sold any more': '{{name}} ya no se vende',
  'Only a manager or an admin can add an adjustment or a discount':
    'Solo un gerente o un administrador puede agregar un ajuste o un descuento',
  'A canceled or no-show reservation takes no charges': 'Una reserva cancelada o de no presentación no admite cargos',
  'A reservation holds at most {{max}} charges': 'Una reserva tiene como máximo {{max}} cargos',
  "A discount cannot be more than the folio's total ({{total}})": 'Un descuento no puede superar el total de la cuenta ({{total}})',
} as const;

/** The web's own checks and failures (web/src/lib/api-client.ts, use-form.ts, its search forms). */
const WEB = {
  'An error ocurred during request': 'Ocurrió un error en el pedido',
  'Network error': 'No se pudo conectar. Revisá tu conexión y probá de nuevo',
  'Unexpected error occurred': 'Ocurrió un error inesperado',
  'Type a guest name or email to search': 'Escribí el nombre o el email de un huésped para buscar',
  'Until must be on or after From': 'Hasta debe ser igual o posterior a Desde',
} as const;

/** English text (the spec's) → Spanish (Argentina). */
export const MESSAGES_ES_AR: Readonly<Record<string, string>> = {
  ...LABELS,
  ...WORDS,
  ...FIELD_RULES,
  ...VALIDATION,
  ...PIPELINE,
  ...DATA,
  ...ACCOUNTS,
  ...CALENDARS,
  ...STAYS,
  ...FOLIO,
  ...WEB,
};
