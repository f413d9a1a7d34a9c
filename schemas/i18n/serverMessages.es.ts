// Spanish for the messages the server sends that people see: validation errors, refusals of the
// spec's rules, session and rate-limit answers (server/**: badRequest, conflict, forbidden,
// notFound, refused, …). Each entry is the English message as the server words it, with %{name}
// where it puts a value; a value that is a label (field, entity, stage, user type) is translated
// through labels.es.ts, any other value (a number, a unit id) is kept. messages.ts applies them.
// The calls' technical refusals (a bad sort, range or filter parameter, an unknown field) are
// meant for the developer of a client and stay English.
export const esServerMessages: [en: string, es: string][] = [
  // sessions and access
  ['Not authenticated', 'No autenticado'],
  ['Invalid token', 'Token no válido'],
  ['Session expired', 'La sesión ha caducado'],
  ['Not allowed', 'No permitido'],
  ['Password change required', 'Debe cambiar la contraseña'],
  ['%{what} not found', '%{what}: no encontrado'],
  ['Invalid request', 'Solicitud no válida'],
  ['Bad request', 'Solicitud incorrecta'],
  ['Internal error', 'Error interno'],
  ['The body is not valid JSON', 'El cuerpo no es JSON válido'],
  ['The body is too large', 'El cuerpo es demasiado grande'],
  ['The server is busy. Please try again in a moment.', 'El servidor está ocupado. Inténtelo de nuevo en un momento.'],
  [
    'The server cannot store data right now. Please try again in a few minutes.',
    'El servidor no puede guardar datos en este momento. Inténtelo de nuevo en unos minutos.',
  ],
  [
    'The database is not available right now. Please try again in a moment.',
    'La base de datos no está disponible en este momento. Inténtelo de nuevo en un momento.',
  ],
  ['Too many attempts. Please try again in 1 minute.', 'Demasiados intentos. Inténtelo de nuevo en 1 minuto.'],
  ['Too many attempts. Please try again in %{n} minutes.', 'Demasiados intentos. Inténtelo de nuevo en %{n} minutos.'],
  [
    'Too many live connections; lists refresh every minute meanwhile.',
    'Demasiadas conexiones en vivo; mientras tanto, las listas se actualizan cada minuto.',
  ],
  ['Too many live connections for this user.', 'Demasiadas conexiones en vivo para este usuario.'],
  // validation of a body against its schema (server/engine/validation.ts, references.ts, service.ts)
  ['%{label} is required', '%{label} es obligatorio'],
  ['%{label} filter is required', 'El filtro %{label} es obligatorio'],
  ['%{label} must be at least %{n} characters', '%{label} debe tener al menos %{n} caracteres'],
  ['%{label} must be at most %{n} characters', '%{label} debe tener como máximo %{n} caracteres'],
  ['%{label} must be a number, 0 or more', '%{label} debe ser un número, 0 o más'],
  ['%{label} must be a number', '%{label} debe ser un número'],
  ['%{label} must be at least %{n}', '%{label} debe ser al menos %{n}'],
  ['%{label} must be at most %{n}', '%{label} debe ser como máximo %{n}'],
  ['%{label} is invalid', '%{label} no es válido'],
  ['%{label} must be the value last read', '%{label} debe ser el último valor leído'],
  ['%{label} must be the text of a JSON object', '%{label} debe ser el texto de un objeto JSON'],
  ['%{label} id must be a whole number, 0 or more', 'El id de %{label} debe ser un número entero, 0 o más'],
  ['%{label} belongs to another company', '%{label} pertenece a otra empresa'],
  ['%{label} is inactive and cannot be chosen', '%{label} está inactivo y no se puede elegir'],
  ['%{label} is not a valid choice', '%{label} no es una opción válida'],
  ['%{label} already exists', '%{label} ya existe'],
  ['%{label} is not active', '%{label} no está activo'],
  ['%{label} cannot be changed once saved', '%{label} no se puede cambiar una vez guardado'],
  ['%{label} cannot be changed', '%{label} no se puede cambiar'],
  ['This %{label} cannot be deleted: it is used by %{users}', 'No se puede eliminar este registro (%{label}): lo usa %{users}'],
  [
    'This %{label} was changed by someone else in the meantime. Reload it and try again.',
    'Otra persona ha cambiado este registro (%{label}) mientras tanto. Vuelva a cargarlo e inténtelo de nuevo.',
  ],
  ['%{label} must be more than %{other}', '%{label} debe ser mayor que %{other}'],
  // users, companies, assets, lookups, payloads
  ['User Type is not allowed', 'El tipo de usuario no está permitido'],
  ['User Type already has a policy', 'El tipo de usuario ya tiene una política'],
  ['You cannot delete your own user', 'No puede eliminar su propio usuario'],
  ['Unit ID can be changed only by an administrator', 'Solo un administrador puede cambiar el ID de unidad'],
  [
    'A payload stays with its asset: record a new payload for the other asset',
    'Una carga se queda con su activo: registre una carga nueva para el otro activo',
  ],
  ['%{unit} does not track payloads', '%{unit} no controla cargas'],
  // missions (operations §4)
  ['Each Mission may be listed once', 'Cada misión puede aparecer una sola vez'],
  ['Missions of one company at a time', 'Misiones de una sola empresa a la vez'],
  ['Failed to change Mission Priority', 'No se pudo cambiar la prioridad de la misión'],
  ['A completed Mission cannot be changed', 'Una misión completada no se puede cambiar'],
  [
    'A driver is working this Mission: its Asset, Source Location, Target Location and Operator cannot change until it is de-activated',
    'Un conductor está trabajando esta misión: su activo, ubicación de origen, ubicación de destino y operador no pueden cambiar hasta que se desactive',
  ],
  ['%{label} cannot change while a driver works the Mission', '%{label} no puede cambiar mientras un conductor trabaja la misión'],
  ['Asset must be one that tracks payload', 'El activo debe ser uno que controle la carga'],
  ['Target Location can equal Source Location', 'La ubicación de destino puede ser igual a la de origen'],
  ['Ship date cannot be before today', 'La fecha de envío no puede ser anterior a hoy'],
  ['Operator must be an Active or Locked driver of the company', 'El operador debe ser un conductor activo o bloqueado de la empresa'],
  [
    'Operator has no access to the site of the Source or Target Location',
    'El operador no tiene acceso al sitio de la ubicación de origen ni al de la de destino',
  ],
  ['A Mission at Dispatched or later cannot be deleted', 'Una misión despachada o posterior no se puede eliminar'],
  ["Only the Mission's operator can change its notes", 'Solo el operador de la misión puede cambiar sus notas'],
  ["Only the Mission's operator can do this", 'Solo el operador de la misión puede hacer esto'],
  ['Only a Dispatch Manager can do this', 'Solo un jefe de despacho puede hacer esto'],
  ['Only a driver can do this', 'Solo un conductor puede hacer esto'],
  ['Mission was updated by another User.', 'Otro usuario actualizó la misión.'],
  ['A Mission cannot go from %{from} to %{to}', 'Una misión no puede pasar de %{from} a %{to}'],
  ['Mission has no Operator', 'La misión no tiene operador'],
  ['You already have an active Mission: finish or de-activate it first', 'Ya tiene una misión activa: termínela o desactívela primero'],
  ['A note is required to wait', 'Se necesita una nota para esperar'],
  [
    'Only a completing Mission parks its asset and records a payload',
    'Solo una misión que se completa estaciona su activo y registra una carga',
  ],
  [
    '%{unit} has an open %{severity} repair: confirm to dispatch it anyway',
    '%{unit} tiene una reparación %{severity} abierta: confirme para despacharla de todos modos',
  ],
  ['%{what}: confirm to dispatch it anyway', '%{what}: confirme para despacharla de todos modos'],
  [
    '%{unit} is already on an open Mission, %{where} (%{stage}): confirm to save it anyway',
    '%{unit} ya está en una misión abierta, %{where} (%{stage}): confirme para guardarla de todos modos',
  ],
  ['Park Location must be an active location of your sites', 'La ubicación de estacionamiento debe ser una ubicación activa de sus sitios'],
  // passwords (operations §5; the rule sentences come from schemas/passwordRules.ts)
  ['New Password does not meet requirements', 'La nueva contraseña no cumple los requisitos'],
  ['New Password must differ from the last 1 password', 'La nueva contraseña debe ser distinta de la última contraseña'],
  ['New Password must differ from the last %{n} passwords', 'La nueva contraseña debe ser distinta de las últimas %{n} contraseñas'],
  ['Password is incorrect', 'La contraseña es incorrecta'],
  [
    'Your account is now locked due to too many invalid login attempts. Please try again later',
    'Su cuenta está bloqueada por demasiados intentos de inicio de sesión no válidos. Inténtelo de nuevo más tarde',
  ],
  [
    'Your account is currently locked due to too many invalid login attempts. Please try again later',
    'Su cuenta está bloqueada actualmente por demasiados intentos de inicio de sesión no válidos. Inténtelo de nuevo más tarde',
  ],
  ['Password reset link is invalid or has expired', 'El enlace para restablecer la contraseña no es válido o ha caducado'],
];
