/* DO NOT EDIT: generated from schemas/ by `npm run codegen` (scripts/codegen.ts). */
/* eslint-disable */
/**
 * A key another system (a TMS, a WMS) calls the API with (issue 34): it acts as its own service user, with the rights of a Dispatch Manager or a Driver at the sites it was given, until it expires or is revoked. Only the hash of its secret is kept. Written only by POST /ApiKey and DELETE /ApiKey/{id} (server/entities/apiKey/): the generic save and delete have no roles.
 */
export interface ApiKey {
  id?: number;
  companyId?: number;
  name: string;
  /**
   * The key's public part: ymk_ and ten hex digits, the start of the whole key (ymk_<prefix>_<secret>): the list shows it to tell keys apart.
   */
  prefix: string;
  /**
   * SHA-256 of the secret, hex: the secret is 256 random bits, so a slow hash (argon2, for passwords people choose) adds nothing but a cost to every call.
   */
  secretHash?: string;
  /**
   * The service user the key acts as: its type (Dispatch Manager or Driver), its company and its site access are the key's rights.
   */
  userId: number;
  expiresAt: string;
  lastUsedAt?: string | null;
  createdUserId?: number | null;
  createdAt?: string;
  revokedAt?: string | null;
}

/**
 * Change history of API Key records (generated from the apiKey schema by x-audit).
 */
export interface ApiKeyAudit {
  auditId?: number;
  apiKeyId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  companyId?: number | null;
  name?: string | null;
  /**
   * The key's public part: ymk_ and ten hex digits, the start of the whole key (ymk_<prefix>_<secret>): the list shows it to tell keys apart.
   */
  prefix?: string | null;
  /**
   * The service user the key acts as: its type (Dispatch Manager or Driver), its company and its site access are the key's rights.
   */
  userId?: number | null;
  expiresAt?: string | null;
  lastUsedAt?: string | null;
  createdUserId?: number | null;
  createdAt?: string | null;
  revokedAt?: string | null;
}

/**
 * Answer of POST /ApiKey: the key's id, its public prefix and its secret. The secret is shown here only: the server keeps its hash.
 */
export interface ApiKeyCreated {
  id: number;
  /**
   * ymk_ and ten hex digits: what the list shows.
   */
  prefix: string;
  /**
   * The whole key, sent as Authorization: Bearer <secret>.
   */
  secret: string;
}

/**
 * Body of the API Key history calls (generated from the apiKey schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface ApiKeyHistoryRequest {
  apiKeyId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Body of POST /ApiKey (issue 34): a key for another system, with the rights of a Dispatch Manager (201) or a Driver (101) at the given sites of the caller's company, until it expires (at most two years ahead).
 */
export interface ApiKeyRequest {
  name: string;
  userType: 201 | 101;
  /**
   * @minItems 1
   * @maxItems 1000
   */
  siteAccess: [number, ...number[]];
  expiresAt: string;
}

/**
 * One change to records of an x-live entity, written in the transaction of the change (so it exists exactly when the change committed) and read by the live-update streams (GET /api/Fleet/Events). Its id is the stream's event id; rows older than an hour are pruned.
 */
export interface AppEvent {
  /**
   * Event id, in commit order.
   */
  id?: number;
  /**
   * When the change was written.
   */
  at: string;
  /**
   * The entity id ($id) of the changed records, e.g. mission.
   */
  entity: string;
  /**
   * The writer's action: create, update, delete or a named action.
   */
  action: string;
  /**
   * The changed records' ids.
   */
  ids: number[];
  /**
   * The records' company (x-tenant company); null when the entity has none.
   */
  companyId?: number | null;
  /**
   * The sites the records touch (x-tenant site, through, members; before and after the change); null when the entity has no site shape.
   */
  siteIds?: number[] | null;
  /**
   * The records' owner (x-tenant user); null when the entity has none.
   */
  userId?: number | null;
}

/**
 * A carrier's slot at a dock door of a site (issue 33): booked by the site's dispatchers, met at the gate (Arrived, or Late past its start and the company's grace), or turned No-Show once its window and the grace have passed with no arrival. Two appointments that are not Cancelled or No-Show never overlap at one door (server/entities/appointment).
 */
export interface Appointment {
  id?: number;
  siteId: number;
  /**
   * A location of the site whose type is Dock Door.
   */
  doorId: number;
  /**
   * The door's name, read with the appointment.
   */
  doorName?: string | null;
  carrierId: number;
  /**
   * The carrier's name, read with the appointment.
   */
  carrierName?: string | null;
  /**
   * The load's PO, BOL or load number: the guard finds the appointment by it at the gate.
   */
  reference?: string | null;
  payloadAssignId?: number | null;
  startDate: string;
  endDate: string;
  /**
   * Scheduled when booked; Arrived or Late at the gate; No-Show when its window and the grace pass with no arrival; Cancelled or Completed by a dispatcher.
   */
  status?: "Scheduled" | "Arrived" | "Late" | "No-Show" | "Cancelled" | "Completed";
  arrivalDate?: string | null;
  /**
   * Set at the arrival: later than the window's start plus the company's grace (the on-time figures read it after the appointment is Completed).
   */
  arrivedLate?: boolean | null;
  /**
   * The gate visit the appointment became at its arrival.
   */
  gateVisitId?: number | null;
  notes?: string | null;
  updateDate?: string;
}

/**
 * Change history of Appointment records (generated from the appointment schema by x-audit).
 */
export interface AppointmentAudit {
  auditId?: number;
  appointmentId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  siteId?: number | null;
  /**
   * A location of the site whose type is Dock Door.
   */
  doorId?: number | null;
  carrierId?: number | null;
  /**
   * The load's PO, BOL or load number: the guard finds the appointment by it at the gate.
   */
  reference?: string | null;
  payloadAssignId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  /**
   * Scheduled when booked; Arrived or Late at the gate; No-Show when its window and the grace pass with no arrival; Cancelled or Completed by a dispatcher.
   */
  status?: ("Scheduled" | "Arrived" | "Late" | "No-Show" | "Cancelled" | "Completed") | null;
  arrivalDate?: string | null;
  /**
   * Set at the arrival: later than the window's start plus the company's grace (the on-time figures read it after the appointment is Completed).
   */
  arrivedLate?: boolean | null;
  /**
   * The gate visit the appointment became at its arrival.
   */
  gateVisitId?: number | null;
  notes?: string | null;
  updateDate?: string | null;
}

/**
 * Answer of POST /Appointments/Day (issue 33): a site's door schedule for a day, its bounds in the user's zone and its appointments, each with its carrier's name.
 */
export interface AppointmentDay {
  siteId: number;
  from: string;
  to: string;
  appointments: {
    id: number;
    siteId: number;
    doorId: number;
    carrierId: number;
    carrierName: string;
    reference: string | null;
    payloadAssignId: number | null;
    startDate: string;
    endDate: string;
    status: "Scheduled" | "Arrived" | "Late" | "No-Show" | "Cancelled" | "Completed";
    gateVisitId: number | null;
    notes: string | null;
    updateDate: string;
  }[];
}

/**
 * Body of POST /Appointments/Day (issue 33): a site and a calendar day (in the caller's time zone) — the door schedule's one read.
 */
export interface AppointmentDayRequest {
  siteId: number;
  day: string;
}

/**
 * Body of the Appointment history calls (generated from the appointment schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface AppointmentHistoryRequest {
  appointmentId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * A fleet asset (trailer, unit) of a company, with its status, location, custody, repair state and site access.
 */
export interface Asset {
  id?: number;
  assetModelId: string;
  assetDescription?: string | null;
  priCompanyId: number;
  assetStatus: number;
  assetType: number;
  assetCategory: number;
  custody: number;
  assignment?: number | null;
  assignLocId: number;
  assetLocId: number;
  isActive?: boolean;
  hasPayload?: boolean;
  siteAccess?: number[];
  repairType?: number | null;
  repairTech?: number | null;
  repairETA?: string | null;
  defectSeverity?: number | null;
  defectComplaint?: string | null;
  pMInfo?: string | null;
  /**
   * When assetStatus last changed; set by the server.
   */
  statusUpdate?: string | null;
  statusNotes?: string | null;
  /**
   * When the trailer last left the yard through the gate (POST /Gate/CheckOut); cleared by its next check-in. The yard view leaves out an asset that has left.
   */
  departedDate?: string | null;
  updateDate?: string;
  updateUser?: string;
}

/**
 * Change history of Asset records (generated from the asset schema by x-audit).
 */
export interface AssetAudit {
  auditId?: number;
  assetId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  assetModelId?: string | null;
  assetDescription?: string | null;
  priCompanyId?: number | null;
  assetStatus?: number | null;
  assetType?: number | null;
  assetCategory?: number | null;
  custody?: number | null;
  assignment?: number | null;
  assignLocId?: number | null;
  assetLocId?: number | null;
  isActive?: boolean | null;
  hasPayload?: boolean | null;
  /**
   * siteAccess at the time (a list)
   */
  siteAccess?: number[] | null;
  repairType?: number | null;
  repairTech?: number | null;
  repairETA?: string | null;
  defectSeverity?: number | null;
  defectComplaint?: string | null;
  pMInfo?: string | null;
  /**
   * When assetStatus last changed; set by the server.
   */
  statusUpdate?: string | null;
  statusNotes?: string | null;
  /**
   * When the trailer last left the yard through the gate (POST /Gate/CheckOut); cleared by its next check-in. The yard view leaves out an asset that has left.
   */
  departedDate?: string | null;
  updateDate?: string | null;
  updateUser?: string | null;
}

/**
 * Body of the per-asset history calls (POST /AssetAudits, /AssetAudits/Export, /Payload/History, /Payload/History/Export): the asset plus filters.
 */
export interface AssetHistoryRequest {
  assetId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Body of POST /Authenticate: the login credentials.
 */
export interface AuthenticateRequest {
  Username: string;
  Password: string;
}

/**
 * Answer of POST /Authenticate: the user and session token on success, else the password, lockout and grace-login state.
 */
export interface AuthResult {
  user: User | null;
  accessToken: string | null;
  isPasswordValid: boolean;
  isPasswordExpired: boolean;
  isRedirectToPasswordReset: boolean;
  isLockedOut: boolean;
  isLockedDueToThisAttempt: boolean;
  failedAttempts: number;
  maxPwdAttempts: number;
  graceLoginsUsed: number;
  graceLoginsAllowed: number;
}

/**
 * A trucking company that brings trailers to the yard and bills detention after its free time (issue 32): kept per company by its administrators, read by its dispatchers at the gate.
 */
export interface Carrier {
  id?: number;
  companyId?: number;
  name: string;
  scac: string;
  phone?: string | null;
  email?: string | null;
  freeMinutes: number;
  detentionRate?: number | null;
  isActive?: boolean;
  updateDate?: string;
}

/**
 * Change history of Carrier records (generated from the carrier schema by x-audit).
 */
export interface CarrierAudit {
  auditId?: number;
  carrierId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  companyId?: number | null;
  name?: string | null;
  scac?: string | null;
  phone?: string | null;
  email?: string | null;
  freeMinutes?: number | null;
  detentionRate?: number | null;
  isActive?: boolean | null;
  updateDate?: string | null;
}

/**
 * Body of the Carrier history calls (generated from the carrier schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface CarrierHistoryRequest {
  carrierId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * A company owning sites, locations, assets and users.
 */
export interface Company {
  id?: number;
  name: string;
  description?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  isActive?: boolean;
  /**
   * Yard view (issue 13): a tile turns amber once its asset has stood this long (minutes).
   */
  dwellAmberMinutes?: number;
  /**
   * Yard view (issue 13): a tile turns red once its asset has stood this long (minutes); more than the amber threshold.
   */
  dwellRedMinutes?: number;
  /**
   * Dock appointments (issue 33): a trailer that arrives later than its window's start plus this many minutes is Late; an appointment with no arrival this long after its window's end turns No-Show.
   */
  appointmentGraceMinutes?: number;
  /**
   * The yard check (issue 33): the yard view marks a spot no check has confirmed in this many hours, once the site has had a check.
   */
  shiftHours?: number;
  /**
   * Web push and webhooks (issue 34): a reefer reading further than this many °F from its payload's set point is out of range (reefer.out_of_range).
   */
  reeferToleranceDegrees?: number;
  defaultSecurityParameterId: number;
  userTypeSecurityParameters?: {
    userType: number;
    securityParameterId: number;
  }[];
  updateDate?: string;
}

/**
 * Change history of Company records (generated from the company schema by x-audit).
 */
export interface CompanyAudit {
  auditId?: number;
  companyId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  name?: string | null;
  description?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  isActive?: boolean | null;
  /**
   * Yard view (issue 13): a tile turns amber once its asset has stood this long (minutes).
   */
  dwellAmberMinutes?: number | null;
  /**
   * Yard view (issue 13): a tile turns red once its asset has stood this long (minutes); more than the amber threshold.
   */
  dwellRedMinutes?: number | null;
  /**
   * Dock appointments (issue 33): a trailer that arrives later than its window's start plus this many minutes is Late; an appointment with no arrival this long after its window's end turns No-Show.
   */
  appointmentGraceMinutes?: number | null;
  /**
   * The yard check (issue 33): the yard view marks a spot no check has confirmed in this many hours, once the site has had a check.
   */
  shiftHours?: number | null;
  /**
   * Web push and webhooks (issue 34): a reefer reading further than this many °F from its payload's set point is out of range (reefer.out_of_range).
   */
  reeferToleranceDegrees?: number | null;
  defaultSecurityParameterId?: number | null;
  /**
   * userTypeSecurityParameters at the time (a list)
   */
  userTypeSecurityParameters?:
    | {
        userType: number;
        securityParameterId: number;
      }[]
    | null;
  updateDate?: string | null;
}

/**
 * Body of the Company history calls (generated from the company schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface CompanyHistoryRequest {
  companyId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Answer of POST /Detention (issue 32): the time the open visits' dwell ran to, a page of visits with their dwell, free time, detention and amount (schemas/detention.ts DetentionRow), and the totals per carrier of the whole selection (CarrierTotal).
 */
export interface DetentionReport {
  now: string;
  rows: {
    id: number;
    carrierId: number;
    carrierName: string;
    unitId: string;
    siteId: number;
    siteName: string;
    checkInDate: string;
    checkOutDate: string | null;
    dwellMinutes: number;
    freeMinutes: number;
    detentionMinutes: number;
    detentionRate: number | null;
    amount: number | null;
  }[];
  totals: {
    carrierId: number;
    carrierName: string;
    visits: number;
    detentionMinutes: number;
    amount: number | null;
  }[];
}

/**
 * Body of POST /Detention and /Detention/Export (issue 32): the company, the sites (-1: All Sites) and the filters of the gate visits screen — CheckInDate required as a Range of at most 93 days, Carrier and the others optional.
 */
export interface DetentionRequest {
  companyId?: number | null;
  /**
   * Sites to include; -1 means All Sites.
   *
   * @maxItems 1000
   */
  siteIds?: number[];
  /**
   * @maxItems 100
   */
  filters?: Filter[];
}

/**
 * One stored filter definition of a list screen (field, option, value, chip display); kept as JSON inside userFilter and sent in filter requests.
 */
export interface Filter {
  type: string;
  active?: boolean;
  required?: boolean;
  clickable?: boolean;
  removable?: boolean;
  option?: number;
  /**
   * The chosen value; two values for a Range.
   */
  value?: string | number | boolean | (string | number | null)[] | null;
  label?: string | null;
  chipLabel?: string | null;
  filterType:
    | "Date"
    | "Boolean"
    | "Lookup"
    | "PayloadContentLookup"
    | "Location"
    | "User"
    | "Driver"
    | "Text"
    | "Numeric"
    | "NullableLookup"
    | "PayloadContentQuantity"
    | "Enum"
    | "Site"
    | "Record";
  /**
   * For a filter naming users: the GET call (under /api/Fleet) that lists what it can be set to, for callers who cannot read users; for a Record filter (a reference to another entity: a gate visit's carrier) the call listing its records (the schema's x-filters field 'choices'; never taken from a saved set).
   */
  choices?: string | null;
  /**
   * For an Enum filter: the enumeration (schemas/enums.ts, the property's x-ref.enum) whose values it chooses among; never taken from a saved set.
   */
  enumName?: string | null;
  /**
   * For an Enum filter over a text property with enum values (a dock appointment's status): the values it chooses among, the property's own; never taken from a saved set.
   *
   * @maxItems 100
   */
  enumValues?: string[] | null;
  lookupGroup?: number | null;
  settings?: string | null;
}

/**
 * Body of the filtered list and export calls (POST /Assets, /Missions/Filtered, /MissionHistory/Filtered, /Payloads and their /Export): scope plus filters (and, for an entity with a time window, from and to) (exports also name their columns).
 */
export interface FilterRequest {
  companyId?: number | null;
  /**
   * Sites to include; -1 means All Sites.
   *
   * @maxItems 1000
   */
  siteIds?: number[];
  /**
   * @maxItems 1000
   */
  assetIds?: number[];
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * With an entity whose x-filters declares a window (an appointment's): the records whose window ends after this moment.
   */
  from?: string | null;
  /**
   * With a window: the records whose window starts before this moment (after From).
   */
  to?: string | null;
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Answer of GET /Footer and body of POST /Footer: the footer text (system setting 'footer').
 */
export interface Footer {
  footer: string;
}

/**
 * Body of POST /ForgotPasswordChange: the reset token and the new password.
 */
export interface ForgotPasswordChange {
  token: string;
  password: string;
}

/**
 * Answer of POST /ForgotPasswordChange: success flag, refusal message, and the username whose password was reset.
 */
export interface ForgotPasswordChangeResult {
  isSuccessful: boolean;
  errorMessage?: string | null;
  username?: string | null;
}

/**
 * Body of POST /ForgotPasswordRequest: the username or email address of the account to reset.
 */
export interface ForgotPasswordRequest {
  username?: string;
  email?: string;
  usernameOrEmail?: string;
}

/**
 * Body of POST /ForgotPasswordValidate: the reset token (password is sent empty).
 */
export interface ForgotPasswordValidate {
  token: string;
  password?: string | null;
}

/**
 * Answer of POST /ForgotPasswordValidate: whether the token is valid, and the security parameters whose rules the new password must meet.
 */
export interface ForgotPasswordValidateResult {
  isSuccessful: boolean;
  errorMessage?: string | null;
  securityParameter?: SecurityParameter | null;
}

/**
 * Body of POST /Gate/CheckIn (issue 32): a trailer comes through the gate. Either assetId (one of the company's assets) or unitId (a Unit ID typed at the gate: the company's asset of that Unit ID, or a new one of assetType and assetCategory). The bounds of the values are the entities' own (gateVisit, payload, asset), checked by their saves.
 */
export interface GateCheckInRequest {
  siteId: number;
  carrierId: number;
  assetId?: number | null;
  unitId?: string | null;
  assetType?: number | null;
  assetCategory?: number | null;
  tractor?: string | null;
  driverName?: string | null;
  sealNumber?: string | null;
  payloadStatusId: number;
  payloadAssignId: number;
  isRefrigerated?: boolean;
  setPoint?: number | null;
  temperature?: number | null;
  /**
   * Where the yard move (a Scheduled mission from the gate) parks the trailer; null: no yard move. Left out, the appointment's door when an appointment is given, else none.
   */
  parkLocationId?: number | null;
  /**
   * The carrier's dock appointment the trailer comes for (issue 33): it turns Arrived (or Late), keeps the visit, and its door is the yard move's target when parkLocationId is left out.
   */
  appointmentId?: number | null;
  notes?: string | null;
}

/**
 * Body of POST /Gate/CheckOut (issue 32): a trailer in the yard leaves through the gate. Refused while the trailer has an open mission.
 */
export interface GateCheckOutRequest {
  visitId: number;
  sealNumber?: string | null;
  payloadStatusId: number;
  tractor?: string | null;
  driverName?: string | null;
  notes?: string | null;
}

/**
 * A trailer's stay in a yard, from the gate's check-in to its check-out (issue 32): who brought it, with which seal, loaded or empty, and the carrier's free time and detention rate of that visit. Written only by POST /Gate/CheckIn and /Gate/CheckOut (server/entities/gateVisit/): the generic save and delete have no roles.
 */
export interface GateVisit {
  id?: number;
  /**
   * The asset's primary company; set by the server.
   */
  companyId?: number;
  siteId: number;
  carrierId: number;
  /**
   * The carrier's name, read with the visit.
   */
  carrierName?: string | null;
  assetId: number;
  /**
   * The trailer's Unit ID at check-in, kept with the visit for lists and search.
   */
  unitId?: string;
  /**
   * The asset while the visit is open, null once it is closed: unique, so the database itself holds one open visit per trailer.
   */
  openAssetId?: number | null;
  /**
   * True from check-in to check-out (the In The Yard filter; kept by the server).
   */
  inYard?: boolean;
  checkInDate?: string;
  inTractor?: string | null;
  inDriverName?: string | null;
  inSealNumber?: string | null;
  inPayloadStatusId: number;
  payloadAssignId: number;
  isRefrigerated?: boolean;
  /**
   * °F, the reefer's set point.
   */
  setPoint?: number | null;
  /**
   * °F, read at the gate; required when refrigerated.
   */
  gateTemperature?: number | null;
  parkLocationId?: number | null;
  /**
   * The id of the yard move queued at check-in, when a park location was given: a number, not a reference, so that the dispatcher may still delete the move (the visit keeps what was queued).
   */
  missionId?: number | null;
  /**
   * The carrier's free time when the trailer checked in: the terms of this visit.
   */
  freeMinutes?: number;
  /**
   * The carrier's detention rate per hour when the trailer checked in (null: none agreed).
   */
  detentionRate?: number | null;
  notes?: string | null;
  checkOutDate?: string | null;
  outTractor?: string | null;
  outDriverName?: string | null;
  outSealNumber?: string | null;
  outPayloadStatusId?: number | null;
  outNotes?: string | null;
  checkInUserId?: number | null;
  checkOutUserId?: number | null;
  updateDate?: string;
}

/**
 * Change history of Gate Visit records (generated from the gateVisit schema by x-audit).
 */
export interface GateVisitAudit {
  auditId?: number;
  gateVisitId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  /**
   * The asset's primary company; set by the server.
   */
  companyId?: number | null;
  siteId?: number | null;
  carrierId?: number | null;
  assetId?: number | null;
  /**
   * The trailer's Unit ID at check-in, kept with the visit for lists and search.
   */
  unitId?: string | null;
  /**
   * The asset while the visit is open, null once it is closed: unique, so the database itself holds one open visit per trailer.
   */
  openAssetId?: number | null;
  /**
   * True from check-in to check-out (the In The Yard filter; kept by the server).
   */
  inYard?: boolean | null;
  checkInDate?: string | null;
  inTractor?: string | null;
  inDriverName?: string | null;
  inSealNumber?: string | null;
  inPayloadStatusId?: number | null;
  payloadAssignId?: number | null;
  isRefrigerated?: boolean | null;
  /**
   * °F, the reefer's set point.
   */
  setPoint?: number | null;
  /**
   * °F, read at the gate; required when refrigerated.
   */
  gateTemperature?: number | null;
  parkLocationId?: number | null;
  /**
   * The id of the yard move queued at check-in, when a park location was given: a number, not a reference, so that the dispatcher may still delete the move (the visit keeps what was queued).
   */
  missionId?: number | null;
  /**
   * The carrier's free time when the trailer checked in: the terms of this visit.
   */
  freeMinutes?: number | null;
  /**
   * The carrier's detention rate per hour when the trailer checked in (null: none agreed).
   */
  detentionRate?: number | null;
  notes?: string | null;
  checkOutDate?: string | null;
  outTractor?: string | null;
  outDriverName?: string | null;
  outSealNumber?: string | null;
  outPayloadStatusId?: number | null;
  outNotes?: string | null;
  checkInUserId?: number | null;
  checkOutUserId?: number | null;
  updateDate?: string | null;
}

/**
 * Body of the Gate Visit history calls (generated from the gateVisit schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface GateVisitHistoryRequest {
  gateVisitId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Body that is a bare list of integers: POST /Users (user types), POST /Locations (site ids), POST /Missions/Drivers (driver ids).
 *
 * @maxItems 1000
 */
export type IdList = number[];

/**
 * Path parameters of the /{id} calls; they arrive as strings and must be whole numbers.
 */
export interface IdParam {
  id: string;
}

/**
 * Body of POST /{Many}/Import (/Assets/Import, /Locations/Import, /Carriers/Import, /Appointments/Import): a CSV file in the format the entity's export writes (its list's column labels as the header; references by name, dates as MM-DD-YYYY hh:mm A in the caller's zone, flags Yes/No). A row whose match columns name a record the caller reaches updates it; any other row creates one. dryRun checks every row and writes nothing.
 */
export interface ImportRequest {
  csv: string;
  dryRun?: boolean;
  /**
   * The sites the file is about, as its export's were chosen: a name without its site ('Row A') that several of the caller's sites have is the one at these sites. An export of one site writes its locations without the site; the screen sends that site back with the file.
   *
   * @maxItems 1000
   */
  siteIds?: number[];
  /**
   * The company the file is about, as its export's was chosen: a System Administrator's row that names no company is this company's (an export of one company's records has no company column). A company the caller does not reach is a 404.
   */
  companyId?: number | null;
}

/**
 * Answer of POST /{Many}/Import: the rows read, the records created and updated and the rows that change nothing (or that would be: a dry run, a file with errors), whether they were written, and each row's errors. All or nothing: a file with any error writes nothing.
 */
export interface ImportResult {
  dryRun: boolean;
  /**
   * Data rows read (the header aside).
   */
  rows: number;
  created: number;
  updated: number;
  /**
   * Rows that name a stored record and change none of its values: not saved (its Last Updated and history stay as they were).
   */
  unchanged: number;
  /**
   * The rows were written: no dry run and no error.
   */
  imported: boolean;
  /**
   * @maxItems 500
   */
  errors: {
    /**
     * The file's row, as a spreadsheet numbers it (the header is row 1).
     */
    row: number;
    /**
     * The column's header, or null for the row as a whole.
     */
    column: string | null;
    message: string;
  }[];
  /**
   * More than 500 errors: the file was not read past the last one listed.
   */
  truncated: boolean;
}

/**
 * Body of POST /Location/SortOrder and POST /Lookup/SortOrder: each record id (Key) with its new position from 1 (Value).
 *
 * @maxItems 1000
 */
export type KeyValueList = {
  Key: number;
  Value: number;
}[];

/**
 * A location (spot, door, row) within a site where assets are assigned, parked and moved between.
 */
export interface Location {
  id?: number;
  location: string;
  siteId: number;
  locId?: string | null;
  locationType: number;
  notes?: string | null;
  isActive?: boolean;
  sort?: number;
  updateDate?: string;
}

/**
 * Change history of Location records (generated from the location schema by x-audit).
 */
export interface LocationAudit {
  auditId?: number;
  locationId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  location?: string | null;
  siteId?: number | null;
  locId?: string | null;
  locationType?: number | null;
  notes?: string | null;
  isActive?: boolean | null;
  sort?: number | null;
  updateDate?: string | null;
}

/**
 * Body of the Location history calls (generated from the location schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface LocationHistoryRequest {
  locationId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Failed-login counter per login name (known or not, so an unknown name answers like a known one).
 */
export interface LoginThrottle {
  loginKey?: string;
  failedAttempts?: number;
  firstFailedAt?: string | null;
  lockedUntil?: string | null;
}

/**
 * One entry of a company's pick list in a lookup group (asset status, location type, payload content, ...).
 */
export interface Lookup {
  id?: number;
  companyId?: number;
  lookupGroupType: number;
  description: string;
  isActive?: boolean;
  sort?: number;
  updateDate?: string;
}

/**
 * Change history of Lookup records (generated from the lookup schema by x-audit).
 */
export interface LookupAudit {
  auditId?: number;
  lookupId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  companyId?: number | null;
  lookupGroupType?: number | null;
  description?: string | null;
  isActive?: boolean | null;
  sort?: number | null;
  updateDate?: string | null;
}

/**
 * A lookup group (LocationType, AssetStatus, MissionType, ...); its ids are fixed by LookupGroup in schemas/enums.ts.
 */
export interface LookupGroup {
  id: number;
  description: string;
  updateDate?: string;
}

/**
 * Body of the Lookup history calls (generated from the lookup schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface LookupHistoryRequest {
  lookupId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * A dispatch job: move an asset from a source location to a target location on a ship date, with priority, operator and stage history.
 */
export interface Mission {
  id?: number;
  /**
   * The asset's primary company; set by the server from the asset.
   */
  companyId?: number;
  missionType: number;
  assetId: number;
  /**
   * The temperature of the asset's latest payload when it is refrigerated, for the board (read-only, filled per page).
   */
  payloadTemperature?: number | null;
  assignedDriverId?: number | null;
  /**
   * The driver who activated the mission last (a Transfer makes the caller its active driver); set only by POST /MissionStage.
   */
  activeDriverId?: number | null;
  /**
   * The operator the mission belongs to: its active operator, else its assigned one. Kept by the server on every save and stage change (stored, so a driver's missions are one indexed read).
   */
  computedDriverId?: number | null;
  sourceLocationId: number;
  targetLocationId: number;
  /**
   * The source location's name, read with the mission: a mission reached through one of its locations may name the other at a site the reader cannot open.
   */
  sourceLocationName?: string | null;
  /**
   * The target location's name, read with the mission (as sourceLocationName).
   */
  targetLocationName?: string | null;
  /**
   * The current stage; changed only through POST /MissionStage.
   */
  missionStage?: number;
  stages?: MissionStage[];
  ship: string;
  /**
   * Rank on the dispatcher board, highest first; unique within the company. Set by the server on create (top of the board), changed only through POST /Mission/Priority.
   */
  priority?: number;
  /**
   * Minutes spent waiting; maintained by the server from the stage history.
   */
  totalWait?: number;
  /**
   * When the mission entered its current stage. Kept by the server with the stage history.
   */
  stageDate?: string | null;
  /**
   * The latest Dispatched stage entry's time while it is in force: an Undo clears it. Kept by the server with the stage history.
   */
  dispatchDate?: string | null;
  /**
   * The latest Activate stage entry's time. Kept by the server with the stage history.
   */
  activateDate?: string | null;
  /**
   * The latest Complete stage entry's time. Kept by the server with the stage history.
   */
  completeDate?: string | null;
  notes?: string | null;
  /**
   * Sent true to save a mission whose asset is already on another open mission: without it such a save answers 409 asset_in_use naming that mission (not stored).
   */
  overrideAssetInUse?: boolean;
  createDate?: string;
  updateDate?: string;
}

/**
 * Change history of Mission records (generated from the mission schema by x-audit).
 */
export interface MissionAudit {
  auditId?: number;
  missionId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  /**
   * The asset's primary company; set by the server from the asset.
   */
  companyId?: number | null;
  missionType?: number | null;
  assetId?: number | null;
  assignedDriverId?: number | null;
  /**
   * The driver who activated the mission last (a Transfer makes the caller its active driver); set only by POST /MissionStage.
   */
  activeDriverId?: number | null;
  /**
   * The operator the mission belongs to: its active operator, else its assigned one. Kept by the server on every save and stage change (stored, so a driver's missions are one indexed read).
   */
  computedDriverId?: number | null;
  sourceLocationId?: number | null;
  targetLocationId?: number | null;
  /**
   * The current stage; changed only through POST /MissionStage.
   */
  missionStage?: number | null;
  ship?: string | null;
  /**
   * Rank on the dispatcher board, highest first; unique within the company. Set by the server on create (top of the board), changed only through POST /Mission/Priority.
   */
  priority?: number | null;
  /**
   * Minutes spent waiting; maintained by the server from the stage history.
   */
  totalWait?: number | null;
  /**
   * When the mission entered its current stage. Kept by the server with the stage history.
   */
  stageDate?: string | null;
  /**
   * The latest Dispatched stage entry's time while it is in force: an Undo clears it. Kept by the server with the stage history.
   */
  dispatchDate?: string | null;
  /**
   * The latest Activate stage entry's time. Kept by the server with the stage history.
   */
  activateDate?: string | null;
  /**
   * The latest Complete stage entry's time. Kept by the server with the stage history.
   */
  completeDate?: string | null;
  notes?: string | null;
  createDate?: string | null;
  updateDate?: string | null;
}

/**
 * Mission History (a view of mission, generated by x-views).
 */
export interface MissionHistory {
  id?: number;
  /**
   * The asset's primary company; set by the server from the asset.
   */
  companyId?: number;
  missionType?: number;
  assetId?: number;
  assignedDriverId?: number | null;
  /**
   * The driver who activated the mission last (a Transfer makes the caller its active driver); set only by POST /MissionStage.
   */
  activeDriverId?: number | null;
  /**
   * The operator the mission belongs to: its active operator, else its assigned one. Kept by the server on every save and stage change (stored, so a driver's missions are one indexed read).
   */
  computedDriverId?: number | null;
  sourceLocationId?: number;
  targetLocationId?: number;
  /**
   * The source location's name, read with the mission: a mission reached through one of its locations may name the other at a site the reader cannot open.
   */
  sourceLocationName?: string | null;
  /**
   * The target location's name, read with the mission (as sourceLocationName).
   */
  targetLocationName?: string | null;
  /**
   * The current stage; changed only through POST /MissionStage.
   */
  missionStage?: number;
  stages?: MissionStage[];
  ship?: string;
  /**
   * Rank on the dispatcher board, highest first; unique within the company. Set by the server on create (top of the board), changed only through POST /Mission/Priority.
   */
  priority?: number;
  /**
   * Minutes spent waiting; maintained by the server from the stage history.
   */
  totalWait?: number;
  /**
   * When the mission entered its current stage. Kept by the server with the stage history.
   */
  stageDate?: string | null;
  /**
   * The latest Dispatched stage entry's time while it is in force: an Undo clears it. Kept by the server with the stage history.
   */
  dispatchDate?: string | null;
  /**
   * The latest Activate stage entry's time. Kept by the server with the stage history.
   */
  activateDate?: string | null;
  /**
   * The latest Complete stage entry's time. Kept by the server with the stage history.
   */
  completeDate?: string | null;
  notes?: string | null;
  createDate?: string;
  updateDate?: string;
}

/**
 * Body of the Mission history calls (generated from the mission schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface MissionHistoryRequest {
  missionId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Body of POST /Mission/Note: replace a mission's notes.
 */
export interface MissionNoteRequest {
  missionId: number;
  notes: string | null;
}

/**
 * Body of POST /Mission/Priority: the new priority of each listed mission (two when swapping).
 */
export interface MissionPriorityRequest {
  /**
   * @minItems 1
   */
  missionPriorities: [
    {
      id: number;
      priority: number;
    },
    ...{
      id: number;
      priority: number;
    }[]
  ];
}

/**
 * One entry of a mission's stage history: the stage entered, when, by whom, with an optional note.
 */
export interface MissionStage {
  id?: number;
  /**
   * The mission's company; set by the server from the mission.
   */
  companyId?: number;
  missionId: number;
  missionStage: number;
  createDate?: string;
  createUser?: string;
  notes?: string | null;
}

/**
 * Body of POST /MissionStage: move a mission from the stage the client saw to a new stage, with an optional note. Completing may park the asset and record its payload (the Park and Payload dialog); dispatching an asset with a severe open repair needs overrideRepair.
 */
export interface MissionStageRequest {
  id: number;
  currentMissionStage: number;
  missionStage: number;
  notes?: string | null;
  /**
   * Dispatch although the asset has an open repair of red severity (recorded in the stage note).
   */
  overrideRepair?: boolean;
  /**
   * Complete only: where the asset was parked (default: the target location).
   */
  parkLocationId?: number | null;
  /**
   * Complete only: the asset's payload as it was left; saved with the stage, marked complete.
   */
  payload?: {
    payloadStatusId: number;
    payloadAssignId: number;
    isRefrigerated?: boolean;
    temperature?: number | null;
    payloadNotes?: string | null;
    /**
     * @maxItems 100
     */
    payloadContents?: PayloadContent[];
  } | null;
}

/**
 * Body of POST /ChangePassword and POST /ForcedChangePassword.
 */
export interface PasswordChangeRequest {
  userId: number;
  password?: string | null;
  newPassword: string;
  forcePWDChange?: boolean;
  isAdmin?: boolean;
}

/**
 * Earlier password hashes of a user, for the policy's prevPwdCheck.
 */
export interface PasswordHistory {
  id?: number;
  userId?: number;
  passwordHash?: string;
  createdAt?: string;
}

/**
 * A forgot-password token, stored only as its SHA-256 hash; single use.
 */
export interface PasswordResetToken {
  id?: number;
  userId?: number;
  tokenHash?: string;
  createdAt?: string;
  expiresAt?: string;
  usedAt?: string | null;
}

/**
 * The cargo recorded on an asset at one time: status, assignment, location, refrigeration, temperature, notes and content rows.
 */
export interface Payload {
  id?: number;
  /**
   * The asset's primary company; set by the server from the asset.
   */
  companyId?: number;
  assetId: number;
  assetModelId?: string | null;
  missionId?: number | null;
  locId: number;
  payloadStatusId: number;
  payloadAssignId: number;
  isRefrigerated?: boolean;
  /**
   * °F, as a reefer reads it: -100 (below any deep-freeze set point) to 150 (a closed trailer in the sun).
   */
  temperature?: number | null;
  /**
   * °F, the reefer's set point: a reading further from it than the company's tolerance (Company.reeferToleranceDegrees) is out of range (the event reefer.out_of_range, issue 34).
   */
  setPoint?: number | null;
  payloadNotes?: string | null;
  /**
   * Set by the server: true when saved by a Driver (or from the mission dialog), false otherwise.
   */
  isComplete?: boolean;
  payloadContents?: PayloadContent[];
  /**
   * Quantity per content type id, for one grid column per content type.
   */
  payloadContentMap?: {
    [k: string]: number | undefined;
  };
  updateDate?: string;
}

/**
 * Change history of Payload records (generated from the payload schema by x-audit).
 */
export interface PayloadAudit {
  auditId?: number;
  payloadId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  /**
   * The asset's primary company; set by the server from the asset.
   */
  companyId?: number | null;
  assetId?: number | null;
  missionId?: number | null;
  locId?: number | null;
  payloadStatusId?: number | null;
  payloadAssignId?: number | null;
  isRefrigerated?: boolean | null;
  /**
   * °F, as a reefer reads it: -100 (below any deep-freeze set point) to 150 (a closed trailer in the sun).
   */
  temperature?: number | null;
  /**
   * °F, the reefer's set point: a reading further from it than the company's tolerance (Company.reeferToleranceDegrees) is out of range (the event reefer.out_of_range, issue 34).
   */
  setPoint?: number | null;
  payloadNotes?: string | null;
  /**
   * Set by the server: true when saved by a Driver (or from the mission dialog), false otherwise.
   */
  isComplete?: boolean | null;
  /**
   * payloadContents at the time (a list)
   */
  payloadContents?: PayloadContent[] | null;
  updateDate?: string | null;
}

/**
 * One content row of a payload (content type and quantity); the item shape of payload.payloadContents, stored in the child table payload_content.
 */
export interface PayloadContent {
  payloadContentId?: number;
  /**
   * The owning payload (the child table's key column); filled by the server in answers, ignored in bodies.
   */
  payloadId?: number;
  contentTypeId: number;
  /**
   * More than 0, at most 1,000,000 (units of one content type in one trailer: 26 pallets, 45,000 lb, a hundred thousand cartons).
   */
  quantity: number;
  payloadDetailId?: number | null;
}

/**
 * Payload History (a view of payload, generated by x-views).
 */
export interface PayloadHistory {
  id?: number;
  /**
   * The asset's primary company; set by the server from the asset.
   */
  companyId?: number;
  assetId?: number;
  assetModelId?: string | null;
  missionId?: number | null;
  locId?: number;
  payloadStatusId?: number;
  payloadAssignId?: number;
  isRefrigerated?: boolean;
  /**
   * °F, as a reefer reads it: -100 (below any deep-freeze set point) to 150 (a closed trailer in the sun).
   */
  temperature?: number | null;
  /**
   * °F, the reefer's set point: a reading further from it than the company's tolerance (Company.reeferToleranceDegrees) is out of range (the event reefer.out_of_range, issue 34).
   */
  setPoint?: number | null;
  payloadNotes?: string | null;
  /**
   * Set by the server: true when saved by a Driver (or from the mission dialog), false otherwise.
   */
  isComplete?: boolean;
  payloadContents?: PayloadContent[];
  /**
   * Quantity per content type id, for one grid column per content type.
   */
  payloadContentMap?: {
    [k: string]: number | undefined;
  };
  updateDate?: string;
}

/**
 * Body of the Payload history calls (generated from the payload schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface PayloadHistoryRequest {
  payloadId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Answer of GET /Push/Key (issue 34): the server's VAPID public key (base64url), the applicationServerKey a browser subscribes with.
 */
export interface PushKey {
  publicKey: string;
}

/**
 * A browser's web push subscription for one user (issue 34): a Driver's phone told of missions dispatched or transferred to him, a Dispatch Manager's screen told of reefers out of range. Written only by POST /Push/Subscription and DELETE /Push/Subscription/{id} (server/entities/pushSubscription/); a push service that answers 404 or 410 ends it.
 */
export interface PushSubscription {
  id?: number;
  userId?: number;
  /**
   * The push service's address for this browser (the Push API's PushSubscription.endpoint).
   */
  endpoint: string;
  /**
   * The browser's P-256 public key (base64url): messages are encrypted to it.
   */
  p256dh?: string;
  /**
   * The browser's authentication secret (base64url).
   */
  auth?: string;
  /**
   * The newest outbox event when the browser subscribed: it is told of later ones only.
   */
  sinceEventId?: number;
  createdAt?: string;
  lastSentAt?: string | null;
}

/**
 * Body of POST /Push/Subscription (issue 34): the browser's PushSubscription as its toJSON() gives it (notifications are written in the language of the user's settings).
 */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: {
    p256dh: string;
    auth: string;
  };
}

/**
 * Answer of POST /Push/Test (issue 34): how many of the caller's subscriptions the test notification was sent to, and how many push services took it.
 */
export interface PushTestResult {
  subscriptions: number;
  delivered: number;
}

/**
 * Rate-limit counters (rate-limiter-flexible's store), in the application's database so that every app instance shares them.
 */
export interface RateLimit {
  /**
   * Limit name and key, e.g. loginPerAddress:203.0.113.7.
   */
  key?: string;
  /**
   * Points consumed in the current window.
   */
  points?: number;
  /**
   * End of the window; null never expires.
   */
  expire?: string | null;
}

/**
 * Answer of a save, password change, stage change or setting call: success flag, the refusal message, and the saved record's id where one was created.
 */
export interface SaveResponse {
  isSuccessful: boolean;
  errorMessage?: string | null;
  id?: number;
}

/**
 * One entry of the security event log (beyond the spec, issue 12): a failed login, a lockout, a throttled caller, a password change or reset, a change of a user's type, status or site access, a delete, a change of a security policy — who, when, from which address, what. Written in the transaction of the change it records; never a secret.
 */
export interface SecurityEvent {
  id?: number;
  eventDate: string;
  eventType:
    | "Login failed"
    | "Locked out"
    | "Throttled"
    | "Password changed"
    | "Password reset requested"
    | "Password reset"
    | "User type changed"
    | "User status changed"
    | "Site access changed"
    | "Deleted"
    | "Security policy changed"
    | "API key created"
    | "API key revoked"
    | "CSV imported";
  /**
   * The company the event belongs to (the user's, the record's); none for a name no user has, seen by System Administrators only.
   */
  companyId?: number | null;
  /**
   * The login name of who did it, or the name tried at a failed login.
   */
  actor: string;
  actorUserId?: number | null;
  /**
   * The client address (X-Forwarded-For only with TRUST_PROXY).
   */
  address?: string | null;
  /**
   * What it was about: 'User jdoe', 'Asset TRL-1001', 'Security Policy Default'.
   */
  subject: string;
  /**
   * What changed, old → new; never a password, token or link.
   */
  details?: string | null;
}

/**
 * A security policy: password rules, lockout, grace logins and session timeouts, assigned per company and user type.
 */
export interface SecurityParameter {
  id?: number;
  name: string;
  description?: string | null;
  minPwdLength: number;
  minPwdAlpha: number;
  minPwdNumeric: number;
  minPwdSpecial: number;
  minPwdLower: number;
  minPwdUpper: number;
  pwdChangeDays: number;
  prevPwdCheck?: number;
  expirationNotification?: number;
  graceLoginsAllowed: number;
  maxPwdAttempts: number;
  maxAttemptsLockoutTime: number;
  maxAttemptsLockoutInterval: number;
  forgotPasswordExpirationMinutes: number;
  absoluteTimeoutTime: number;
  absoluteTimeoutInterval: number;
  idleTimeoutTime?: number | null;
  idleTimeoutInterval?: number | null;
  updateDate?: string;
}

/**
 * Change history of Security Parameter records (generated from the securityParameter schema by x-audit).
 */
export interface SecurityParameterAudit {
  auditId?: number;
  securityParameterId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  name?: string | null;
  description?: string | null;
  minPwdLength?: number | null;
  minPwdAlpha?: number | null;
  minPwdNumeric?: number | null;
  minPwdSpecial?: number | null;
  minPwdLower?: number | null;
  minPwdUpper?: number | null;
  pwdChangeDays?: number | null;
  prevPwdCheck?: number | null;
  expirationNotification?: number | null;
  graceLoginsAllowed?: number | null;
  maxPwdAttempts?: number | null;
  maxAttemptsLockoutTime?: number | null;
  maxAttemptsLockoutInterval?: number | null;
  forgotPasswordExpirationMinutes?: number | null;
  absoluteTimeoutTime?: number | null;
  absoluteTimeoutInterval?: number | null;
  idleTimeoutTime?: number | null;
  idleTimeoutInterval?: number | null;
  updateDate?: string | null;
}

/**
 * Body of the Security Parameter history calls (generated from the securityParameter schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface SecurityParameterHistoryRequest {
  securityParameterId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * A site (yard, depot) of a company; holds locations and is granted to users and assets through site access.
 */
export interface Site {
  id?: number;
  companyId: number;
  siteName: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  isActive?: boolean;
  accessable?: boolean;
  updateDate?: string;
}

/**
 * Change history of Site records (generated from the site schema by x-audit).
 */
export interface SiteAudit {
  auditId?: number;
  siteId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  companyId?: number | null;
  siteName?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  isActive?: boolean | null;
  updateDate?: string | null;
}

/**
 * Body of the Site history calls (generated from the site schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface SiteHistoryRequest {
  siteId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * A named system-wide setting; the footer text is stored under the name 'footer'.
 */
export interface SystemSetting {
  id?: number;
  name: string;
  value?: string | null;
}

/**
 * A person who logs in: System Administrator, Company Administrator, Dispatch Manager or Driver.
 */
export interface User {
  id?: number;
  loginName: string;
  firstName: string;
  lastName: string;
  displayName?: string | null;
  email: string;
  priCompanyId?: number | null;
  companyName?: string | null;
  type: number;
  status: number;
  site?: number | null;
  notes?: string | null;
  timeZone: "Pacific" | "Mountain" | "Central" | "Eastern";
  isSystem?: boolean;
  isDarkMode?: boolean;
  isActive?: boolean;
  forcePWDChange?: boolean;
  siteAccess?: number[];
  /**
   * The user's settings as the text of a JSON object (paginations, colinations, startPage, language). Written only by POST /User/Settings, which checks it: a user save echoing the record leaves it as it is.
   */
  settings?: string | null;
  /**
   * The user an API key acts as (issue 34), made with its key by POST /ApiKey: it never logs in, and it changes only through its key.
   */
  isService?: boolean;
  passwordHash?: string | null;
  passwordChangedAt?: string | null;
  graceLoginsUsed?: number;
  updateDate?: string;
  password?: string | null;
}

/**
 * Change history of User records (generated from the user schema by x-audit).
 */
export interface UserAudit {
  auditId?: number;
  userId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  loginName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
  priCompanyId?: number | null;
  type?: number | null;
  status?: number | null;
  site?: number | null;
  notes?: string | null;
  timeZone?: ("Pacific" | "Mountain" | "Central" | "Eastern") | null;
  isSystem?: boolean | null;
  isDarkMode?: boolean | null;
  isActive?: boolean | null;
  forcePWDChange?: boolean | null;
  /**
   * siteAccess at the time (a list)
   */
  siteAccess?: number[] | null;
  /**
   * The user's settings as the text of a JSON object (paginations, colinations, startPage, language). Written only by POST /User/Settings, which checks it: a user save echoing the record leaves it as it is.
   */
  settings?: string | null;
  /**
   * The user an API key acts as (issue 34), made with its key by POST /ApiKey: it never logs in, and it changes only through its key.
   */
  isService?: boolean | null;
  updateDate?: string | null;
}

/**
 * Body of POST /User/DarkMode: turn the user's dark mode on or off.
 */
export interface UserDarkModeRequest {
  userId: number;
  isDarkMode: boolean;
}

/**
 * A user's saved filter set for one filter screen, stored under the screen's number (x-filters.screenId of the schema declaring the screen).
 */
export interface UserFilter {
  id?: number;
  userId: number;
  /**
   * The screen's x-filters.screenId.
   */
  screen: number;
  filters: Filter[];
}

/**
 * Answer of GET /User/Filters/{userId}: the user's saved filter set of every screen declared by a schema (x-filters.screen), as <screen camelCase>Filters: the spec's mission, asset and payload sets, and those of screens added since.
 */
export interface UserFilters {
  missionFilters: Filter[];
  assetFilters: Filter[];
  payloadFilters: Filter[];
  [k: string]: Filter[] | undefined;
}

/**
 * Body of POST /User/Filters, /User/AssetFilters and /User/PayloadFilters: the user's filter set for that screen.
 */
export interface UserFiltersRequest {
  userId: number;
  filters: Filter[];
}

/**
 * Body of the User history calls (generated from the user schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface UserHistoryRequest {
  userId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * A login session; the access token carries its id, so revoking the row kills the token on every app instance.
 */
export interface UserSession {
  id?: string;
  userId?: number;
  createdAt?: string;
  lastSeenAt?: string;
  /**
   * Absolute timeout.
   */
  expiresAt?: string;
  /**
   * Idle timeout of the policy at login; null for none.
   */
  idleTimeoutMs?: number | null;
  mustChangePassword?: boolean;
  revokedAt?: string | null;
}

/**
 * Body of POST /User/Settings: the user's settings JSON text (paginations, colinations, startPage).
 */
export interface UserSettingsRequest {
  userId: number;
  settings: string;
}

/**
 * A company's subscription of a URL to event types (issue 34): each event of the company of those types is delivered to it, signed the Standard Webhooks way with the subscription's secret, at least once, retried for a day. Written only by POST /Webhook and DELETE /Webhook/{id} (server/entities/webhook/).
 */
export interface Webhook {
  id?: number;
  companyId?: number;
  url: string;
  events: WebhookEventType[];
  /**
   * The signing secret (whsec_ and 32 random bytes, base64): the receiver verifies each delivery with it. Kept as is, since signing needs it; answered once, by POST /Webhook.
   */
  secret?: string;
  isActive?: boolean;
  createdUserId?: number | null;
  createdAt?: string;
}

/**
 * Change history of Webhook records (generated from the webhook schema by x-audit).
 */
export interface WebhookAudit {
  auditId?: number;
  webhookId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  companyId?: number | null;
  url?: string | null;
  events?: WebhookEventType[] | null;
  isActive?: boolean | null;
  createdUserId?: number | null;
  createdAt?: string | null;
}

/**
 * Answer of POST /Webhook: the subscription's id and its signing secret, answered here only.
 */
export interface WebhookCreated {
  id: number;
  /**
   * whsec_…: verify each delivery's webhook-signature with it (the standardwebhooks libraries).
   */
  secret: string;
}

/**
 * One event's delivery to one webhook (issue 34): made once per subscription and event (unique), then sent until the receiver answers 2xx, with backoff, for a day; its last answer is kept for the delivery log (GET /Webhook/{id}/Deliveries), and POST /Webhook/{id}/Replay sends it again.
 */
export interface WebhookDelivery {
  id?: number;
  companyId?: number;
  webhookId: number;
  /**
   * The webhook-id header: the same for every attempt and replay, so a receiver can drop a repeat.
   */
  messageId: string;
  eventType: WebhookEventType;
  /**
   * The JSON body sent, as signed.
   */
  payload: string;
  status: "Pending" | "Delivered" | "Failed";
  attempts?: number;
  /**
   * When it is due; a claimed delivery's lease end while it is sent.
   */
  nextAttemptAt?: string | null;
  /**
   * The receiver's last HTTP status; null when it could not be reached.
   */
  lastStatus?: number | null;
  lastError?: string | null;
  createdAt: string;
  deliveredAt?: string | null;
}

/**
 * The domain events a webhook may subscribe to (issue 34).
 */
export type WebhookEventType =
  | "mission.created"
  | "mission.dispatched"
  | "mission.stage_changed"
  | "mission.completed"
  | "gate.checked_in"
  | "gate.checked_out"
  | "appointment.booked"
  | "appointment.arrived"
  | "appointment.no_show"
  | "asset.saved"
  | "payload.saved"
  | "reefer.out_of_range";

/**
 * Body of the Webhook history calls (generated from the webhook schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface WebhookHistoryRequest {
  webhookId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Body of POST /Webhook/{id}/Replay: the delivery to send again (same message id, a new signature).
 */
export interface WebhookReplayRequest {
  deliveryId: number;
}

/**
 * Body of POST /Webhook (issue 34): the URL each event of these types is posted to.
 */
export interface WebhookRequest {
  url: string;
  /**
   * @minItems 1
   */
  events: [WebhookEventType, ...WebhookEventType[]];
}

/**
 * Answer of GET /Yard/{siteId} (issue 13 §2): a site's locations grouped by location type, the assets standing at each with their dwell, payload, reefer temperature and severe repair, and the company's dwell thresholds.
 */
export interface Yard {
  site: {
    id: number;
    siteName: string;
    companyId: number;
  };
  /**
   * The company's dwell thresholds in minutes: amber from the first, red from the second.
   */
  thresholds: {
    amberMinutes: number;
    redMinutes: number;
  };
  /**
   * The server's time of the answer: dwell counts from it.
   */
  now: string;
  groups: {
    locationType: number;
    label: string;
    locations: {
      id: number;
      location: string;
      locId: string | null;
      isActive: boolean;
      assets: {
        id: number;
        assetModelId: string;
        companyId: number;
        hasPayload: boolean;
        /**
         * When the asset's stay at this location began; null when nothing says.
         */
        dwellSince: string | null;
        /**
         * What dwellSince comes from: the mission that brought the asset, or its history.
         */
        dwellFrom: "mission" | "history" | null;
        /**
         * The asset's newest payload, if any.
         */
        payload: null | {
          isComplete: boolean;
          status: string | null;
        };
        /**
         * °F, when the newest payload is refrigerated.
         */
        temperature: number | null;
        /**
         * The open repair's defect severity when it is severe (red), else null.
         */
        severeRepair: string | null;
        /**
         * The asset's open gate visit (issue 32), if it came through the gate: when it checked in and its carrier's terms of that visit, for the free time left and then the detention accruing.
         */
        visit: null | {
          id: number;
          checkInDate: string;
          freeMinutes: number;
          detentionRate: number | null;
          carrierId: number;
          carrierName: string;
        };
      }[];
      /**
       * The latest yard check entry at this spot within the last shift (issue 33); null: none.
       */
      confirmedDate: string | null;
    }[];
  }[];
  /**
   * More locations or assets than one answer carries.
   */
  truncated: boolean;
  /**
   * The yard check (issue 33): when the site's latest check started (null: it never had one) and the company's shift length. A spot whose confirmedDate is null after a check is marked: no check has confirmed it in the last shift.
   */
  checks: {
    lastStart: string | null;
    shiftHours: number;
  };
}

/**
 * A walk of a site's locations (or of one location type) to confirm which trailer stands where (issue 33). Started, entered and closed by a Dispatch Manager or a driver of the site; closing lists the differences with the records (yardCheckDifference), which a Dispatch Manager resolves one by one. Written only by the calls of server/entities/yardCheck/: the generic save and delete have no roles.
 */
export interface YardCheck {
  id?: number;
  /**
   * The site's company; set by the server.
   */
  companyId?: number;
  siteId: number;
  /**
   * The site's name, read with the check.
   */
  siteName?: string | null;
  /**
   * Only the locations of this type are walked (the parking rows); null: all of the site's.
   */
  locationType?: number | null;
  /**
   * Open while it is walked; Closed once its differences are listed; Resolved when every difference has been resolved (or there were none).
   */
  status?: "Open" | "Closed" | "Resolved";
  startDate?: string;
  startUserId?: number;
  startUser?: string;
  closeDate?: string | null;
  closeUser?: string | null;
  /**
   * The locations the check walks, counted when it starts.
   */
  spotCount?: number;
  /**
   * The locations with an entry (confirmed, empty or another unit), counted with the row (server/entities/yardCheck/index.ts).
   */
  checkedCount?: number;
  differenceCount?: number;
  openDifferences?: number;
  updateDate?: string;
}

/**
 * Change history of Yard Check records (generated from the yardCheck schema by x-audit).
 */
export interface YardCheckAudit {
  auditId?: number;
  yardCheckId: number;
  action: string;
  auditDate: string;
  auditUser: string;
  auditUserId?: number | null;
  changes?: {
    field: string;
    old?: unknown;
    new?: unknown;
  }[];
  /**
   * The site's company; set by the server.
   */
  companyId?: number | null;
  siteId?: number | null;
  /**
   * Only the locations of this type are walked (the parking rows); null: all of the site's.
   */
  locationType?: number | null;
  /**
   * Open while it is walked; Closed once its differences are listed; Resolved when every difference has been resolved (or there were none).
   */
  status?: ("Open" | "Closed" | "Resolved") | null;
  startDate?: string | null;
  startUserId?: number | null;
  startUser?: string | null;
  closeDate?: string | null;
  closeUser?: string | null;
  /**
   * The locations the check walks, counted when it starts.
   */
  spotCount?: number | null;
  differenceCount?: number | null;
  openDifferences?: number | null;
  updateDate?: string | null;
}

/**
 * A difference a closed yard check found between the yard and the records (issue 33), and how a Dispatch Manager resolved it: the record moved, the asset created, the asset marked Missing, or the record kept; with who and when.
 */
export interface YardCheckDifference {
  id?: number;
  yardCheckId: number;
  companyId: number;
  siteId: number;
  /**
   * At Another Spot: a known trailer found where it is not recorded; Unknown Unit ID: a unit id the company has no asset of; Spot Empty: a spot recorded full found empty; Not Found: a trailer recorded at a checked spot and seen nowhere in the check.
   */
  kind: "At Another Spot" | "Unknown Unit ID" | "Spot Empty" | "Not Found";
  unitId: string;
  /**
   * Not a foreign key: what the check saw stays when the asset is deleted.
   */
  assetId?: number | null;
  /**
   * Where the check found it (null: not found).
   */
  locationId?: number | null;
  /**
   * Where the records had it when the check closed (null: an unknown unit).
   */
  recordedLocationId?: number | null;
  resolution?: "Moved" | "Created" | "Marked Missing" | "Kept" | null;
  resolvedUserId?: number | null;
  resolvedUser?: string | null;
  resolvedDate?: string | null;
}

/**
 * What a checker found at one location during a yard check (issue 33): a unit id (the expected trailer confirmed, or another one), or the spot empty; with who and when. The entry key the phone gives each entry makes a resend of an entry made offline a no-op (unique per check).
 */
export interface YardCheckEntry {
  id?: number;
  yardCheckId: number;
  companyId: number;
  siteId: number;
  locationId: number;
  entryKey: string;
  unitId?: string | null;
  /**
   * The company's asset of that unit id when it knows one, at the entry. Not a foreign key: what the check saw stays when the asset is deleted.
   */
  assetId?: number | null;
  isEmpty: boolean;
  enteredUserId: number;
  enteredUser: string;
  enteredDate: string;
}

/**
 * Body of POST /YardCheck/{id}/Entry (issue 33): what the checker found at a location, a unit id or the spot empty. entryKey, made by the phone for each entry, makes a resend of the same entry a no-op.
 */
export interface YardCheckEntryRequest {
  locationId: number;
  unitId?: string | null;
  empty?: boolean | null;
  entryKey?: string | null;
}

/**
 * Body of the Yard Check history calls (generated from the yardCheck schema by x-audit): the record, plus filters; exports also name their columns.
 */
export interface YardCheckHistoryRequest {
  yardCheckId: number;
  /**
   * @maxItems 100
   */
  filters?: Filter[];
  /**
   * Export only: the columns of the file, in order (default: the list's columns).
   *
   * @maxItems 100
   */
  columns?: string[];
}

/**
 * Body of POST /YardCheck/{id}/Resolve (issue 33): one action on one difference. move: the asset's record moves to where the check found it; create: a new asset of the unknown unit id, at that spot (its type and category required); missing: the asset's status becomes Missing; keep: the record stays as it is.
 */
export interface YardCheckResolveRequest {
  differenceId: number;
  action: "move" | "create" | "missing" | "keep";
  assetType?: number | null;
  assetCategory?: number | null;
}

/**
 * Answer of POST /YardCheck, GET /YardCheck/{id}/Rows, POST /YardCheck/{id}/Close and /Resolve (issue 33): the check, the locations it walks in their order with the trailers the records have there and what the checkers entered, and the differences its close found.
 */
export interface YardCheckRows {
  check: YardCheck;
  spots: {
    locationId: number;
    location: string;
    locId: string | null;
    locationType: number;
    /**
     * The trailers the records have standing there now.
     */
    expected: {
      assetId: number;
      unitId: string;
    }[];
    /**
     * What the checkers found there: unit ids, or the spot empty.
     */
    entries: {
      id: number;
      unitId: string | null;
      assetId: number | null;
      isEmpty: boolean;
      enteredUser: string;
      enteredDate: string;
    }[];
  }[];
  differences: {
    id: number;
    kind: "At Another Spot" | "Unknown Unit ID" | "Spot Empty" | "Not Found";
    unitId: string;
    assetId: number | null;
    locationId: number | null;
    locationName: string | null;
    recordedLocationId: number | null;
    recordedLocationName: string | null;
    resolution: "Moved" | "Created" | "Marked Missing" | "Kept" | null;
    resolvedUser: string | null;
    resolvedDate: string | null;
  }[];
}

/**
 * Body of POST /YardCheck (issue 33): start a check of a site's locations, or of those of one location type.
 */
export interface YardCheckStartRequest {
  siteId: number;
  locationType?: number | null;
}

/** Every entity by its id: the record type of its stored rows (the key is always there). */
export interface EntityRecords {
  apiKey: ApiKey & { id: number };
  apiKeyAudit: ApiKeyAudit & { auditId: number };
  appEvent: AppEvent & { id: number };
  appointment: Appointment & { id: number };
  appointmentAudit: AppointmentAudit & { auditId: number };
  asset: Asset & { id: number };
  assetAudit: AssetAudit & { auditId: number };
  carrier: Carrier & { id: number };
  carrierAudit: CarrierAudit & { auditId: number };
  company: Company & { id: number };
  companyAudit: CompanyAudit & { auditId: number };
  gateVisit: GateVisit & { id: number };
  gateVisitAudit: GateVisitAudit & { auditId: number };
  location: Location & { id: number };
  locationAudit: LocationAudit & { auditId: number };
  loginThrottle: LoginThrottle & { loginKey: string };
  lookup: Lookup & { id: number };
  lookupAudit: LookupAudit & { auditId: number };
  lookupGroup: LookupGroup & { id: number };
  mission: Mission & { id: number };
  missionAudit: MissionAudit & { auditId: number };
  missionHistory: MissionHistory & { id: number };
  missionStage: MissionStage & { id: number };
  passwordHistory: PasswordHistory & { id: number };
  passwordResetToken: PasswordResetToken & { id: number };
  payload: Payload & { id: number };
  payloadAudit: PayloadAudit & { auditId: number };
  payloadHistory: PayloadHistory & { id: number };
  pushSubscription: PushSubscription & { id: number };
  rateLimit: RateLimit & { key: string };
  securityEvent: SecurityEvent & { id: number };
  securityParameter: SecurityParameter & { id: number };
  securityParameterAudit: SecurityParameterAudit & { auditId: number };
  site: Site & { id: number };
  siteAudit: SiteAudit & { auditId: number };
  systemSetting: SystemSetting & { id: number };
  user: User & { id: number };
  userAudit: UserAudit & { auditId: number };
  userFilter: UserFilter & { id: number };
  userSession: UserSession & { id: string };
  webhook: Webhook & { id: number };
  webhookAudit: WebhookAudit & { auditId: number };
  webhookDelivery: WebhookDelivery & { id: number };
  yardCheck: YardCheck & { id: number };
  yardCheckAudit: YardCheckAudit & { auditId: number };
  yardCheckDifference: YardCheckDifference & { id: number };
  yardCheckEntry: YardCheckEntry & { id: number };
}
export type EntityName = keyof EntityRecords;
