/* DO NOT EDIT: generated from schemas/ by `npm run codegen` (scripts/codegen.ts). */
/* eslint-disable */
import type { Generated } from 'kysely';

export interface ApiKeyTable {
  id: Generated<number>;
  company_id: number | null;
  name: string | null;
  prefix: string | null;
  secret_hash: string | null;
  user_id: number | null;
  expires_at: string | Date | null;
  last_used_at: string | Date | null;
  created_user_id: number | null;
  created_at: string | Date | null;
  revoked_at: string | Date | null;
}

export interface ApiKeyAuditTable {
  audit_id: Generated<number>;
  api_key_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  name: string | null;
  prefix: string | null;
  user_id: number | null;
  expires_at: string | Date | null;
  last_used_at: string | Date | null;
  created_user_id: number | null;
  created_at: string | Date | null;
  revoked_at: string | Date | null;
}

export interface AppEventTable {
  id: Generated<number>;
  at: string | Date | null;
  entity: string | null;
  action: string | null;
  ids: unknown | null;
  company_id: number | null;
  site_ids: unknown | null;
  user_id: number | null;
}

export interface AppUserTable {
  id: Generated<number>;
  login_name: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  email: string | null;
  pri_company_id: number | null;
  type: number | null;
  status: Generated<number>;
  site: number | null;
  notes: string | null;
  time_zone: Generated<string>;
  is_system: Generated<boolean | number>;
  is_dark_mode: Generated<boolean | number>;
  is_active: Generated<boolean | number>;
  force_pwdchange: Generated<boolean | number>;
  settings: string | null;
  is_service: Generated<boolean | number>;
  password_hash: string | null;
  password_changed_at: string | Date | null;
  grace_logins_used: Generated<number>;
  update_date: string | Date | null;
}

export interface AppUserAuditTable {
  audit_id: Generated<number>;
  user_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  login_name: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  email: string | null;
  pri_company_id: number | null;
  type: number | null;
  status: number | null;
  site: number | null;
  notes: string | null;
  time_zone: string | null;
  is_system: boolean | number | null;
  is_dark_mode: boolean | number | null;
  is_active: boolean | number | null;
  force_pwdchange: boolean | number | null;
  site_access: unknown | null;
  settings: string | null;
  is_service: boolean | number | null;
  update_date: string | Date | null;
}

export interface AppointmentTable {
  id: Generated<number>;
  site_id: number | null;
  door_id: number | null;
  carrier_id: number | null;
  reference: string | null;
  payload_assign_id: number | null;
  start_date: string | Date | null;
  end_date: string | Date | null;
  status: Generated<string>;
  arrival_date: string | Date | null;
  arrived_late: boolean | number | null;
  gate_visit_id: number | null;
  notes: string | null;
  update_date: string | Date | null;
}

export interface AppointmentAuditTable {
  audit_id: Generated<number>;
  appointment_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  site_id: number | null;
  door_id: number | null;
  carrier_id: number | null;
  reference: string | null;
  payload_assign_id: number | null;
  start_date: string | Date | null;
  end_date: string | Date | null;
  status: string | null;
  arrival_date: string | Date | null;
  arrived_late: boolean | number | null;
  gate_visit_id: number | null;
  notes: string | null;
  update_date: string | Date | null;
}

export interface AssetTable {
  id: Generated<number>;
  asset_model_id: string | null;
  asset_description: string | null;
  pri_company_id: number | null;
  asset_status: number | null;
  asset_type: number | null;
  asset_category: number | null;
  custody: number | null;
  assignment: number | null;
  assign_loc_id: number | null;
  asset_loc_id: number | null;
  is_active: Generated<boolean | number>;
  has_payload: Generated<boolean | number>;
  repair_type: number | null;
  repair_tech: number | null;
  repair_eta: string | Date | null;
  defect_severity: number | null;
  defect_complaint: string | null;
  pm_info: string | null;
  status_update: string | Date | null;
  status_notes: string | null;
  departed_date: string | Date | null;
  update_date: string | Date | null;
  update_user: string | null;
}

export interface AssetAuditTable {
  audit_id: Generated<number>;
  asset_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  asset_model_id: string | null;
  asset_description: string | null;
  pri_company_id: number | null;
  asset_status: number | null;
  asset_type: number | null;
  asset_category: number | null;
  custody: number | null;
  assignment: number | null;
  assign_loc_id: number | null;
  asset_loc_id: number | null;
  is_active: boolean | number | null;
  has_payload: boolean | number | null;
  site_access: unknown | null;
  repair_type: number | null;
  repair_tech: number | null;
  repair_eta: string | Date | null;
  defect_severity: number | null;
  defect_complaint: string | null;
  pm_info: string | null;
  status_update: string | Date | null;
  status_notes: string | null;
  departed_date: string | Date | null;
  update_date: string | Date | null;
  update_user: string | null;
}

export interface AssetSiteAccessTable {
  id: Generated<number>;
  asset_id: number;
  site_id: number;
}

export interface CarrierTable {
  id: Generated<number>;
  company_id: number | null;
  name: string | null;
  scac: string | null;
  phone: string | null;
  email: string | null;
  free_minutes: Generated<number>;
  detention_rate: number | null;
  is_active: Generated<boolean | number>;
  update_date: string | Date | null;
}

export interface CarrierAuditTable {
  audit_id: Generated<number>;
  carrier_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  name: string | null;
  scac: string | null;
  phone: string | null;
  email: string | null;
  free_minutes: number | null;
  detention_rate: number | null;
  is_active: boolean | number | null;
  update_date: string | Date | null;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string | null;
  description: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  is_active: Generated<boolean | number>;
  dwell_amber_minutes: Generated<number>;
  dwell_red_minutes: Generated<number>;
  appointment_grace_minutes: Generated<number>;
  shift_hours: Generated<number>;
  reefer_tolerance_degrees: Generated<number>;
  default_security_parameter_id: number | null;
  update_date: string | Date | null;
}

export interface CompanyAuditTable {
  audit_id: Generated<number>;
  company_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  name: string | null;
  description: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  is_active: boolean | number | null;
  dwell_amber_minutes: number | null;
  dwell_red_minutes: number | null;
  appointment_grace_minutes: number | null;
  shift_hours: number | null;
  reefer_tolerance_degrees: number | null;
  default_security_parameter_id: number | null;
  user_type_security_parameters: unknown | null;
  update_date: string | Date | null;
}

export interface CompanySecurityParameterTable {
  id: Generated<number>;
  company_id: number;
  user_type: number | null;
  security_parameter_id: number | null;
}

export interface GateVisitTable {
  id: Generated<number>;
  company_id: number | null;
  site_id: number | null;
  carrier_id: number | null;
  asset_id: number | null;
  unit_id: string | null;
  open_asset_id: number | null;
  in_yard: Generated<boolean | number>;
  check_in_date: string | Date | null;
  in_tractor: string | null;
  in_driver_name: string | null;
  in_seal_number: string | null;
  in_payload_status_id: number | null;
  payload_assign_id: number | null;
  is_refrigerated: Generated<boolean | number>;
  set_point: number | null;
  gate_temperature: number | null;
  park_location_id: number | null;
  mission_id: number | null;
  free_minutes: number | null;
  detention_rate: number | null;
  notes: string | null;
  check_out_date: string | Date | null;
  out_tractor: string | null;
  out_driver_name: string | null;
  out_seal_number: string | null;
  out_payload_status_id: number | null;
  out_notes: string | null;
  check_in_user_id: number | null;
  check_out_user_id: number | null;
  update_date: string | Date | null;
}

export interface GateVisitAuditTable {
  audit_id: Generated<number>;
  gate_visit_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  site_id: number | null;
  carrier_id: number | null;
  asset_id: number | null;
  unit_id: string | null;
  open_asset_id: number | null;
  in_yard: boolean | number | null;
  check_in_date: string | Date | null;
  in_tractor: string | null;
  in_driver_name: string | null;
  in_seal_number: string | null;
  in_payload_status_id: number | null;
  payload_assign_id: number | null;
  is_refrigerated: boolean | number | null;
  set_point: number | null;
  gate_temperature: number | null;
  park_location_id: number | null;
  mission_id: number | null;
  free_minutes: number | null;
  detention_rate: number | null;
  notes: string | null;
  check_out_date: string | Date | null;
  out_tractor: string | null;
  out_driver_name: string | null;
  out_seal_number: string | null;
  out_payload_status_id: number | null;
  out_notes: string | null;
  check_in_user_id: number | null;
  check_out_user_id: number | null;
  update_date: string | Date | null;
}

export interface LocationTable {
  id: Generated<number>;
  location: string | null;
  site_id: number | null;
  loc_id: string | null;
  location_type: number | null;
  notes: string | null;
  is_active: Generated<boolean | number>;
  sort: Generated<number>;
  update_date: string | Date | null;
}

export interface LocationAuditTable {
  audit_id: Generated<number>;
  location_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  location: string | null;
  site_id: number | null;
  loc_id: string | null;
  location_type: number | null;
  notes: string | null;
  is_active: boolean | number | null;
  sort: number | null;
  update_date: string | Date | null;
}

export interface LoginThrottleTable {
  login_key: string;
  failed_attempts: Generated<number>;
  first_failed_at: string | Date | null;
  locked_until: string | Date | null;
}

export interface LookupTable {
  id: Generated<number>;
  company_id: number | null;
  lookup_group_type: number | null;
  description: string | null;
  is_active: Generated<boolean | number>;
  sort: Generated<number>;
  update_date: string | Date | null;
}

export interface LookupAuditTable {
  audit_id: Generated<number>;
  lookup_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  lookup_group_type: number | null;
  description: string | null;
  is_active: boolean | number | null;
  sort: number | null;
  update_date: string | Date | null;
}

export interface LookupGroupTable {
  id: number;
  description: string | null;
  update_date: string | Date | null;
}

export interface MissionTable {
  id: Generated<number>;
  company_id: number | null;
  mission_type: number | null;
  asset_id: number | null;
  assigned_driver_id: number | null;
  active_driver_id: number | null;
  computed_driver_id: number | null;
  source_location_id: number | null;
  target_location_id: number | null;
  mission_stage: Generated<number>;
  ship: string | null;
  priority: Generated<number>;
  total_wait: Generated<number>;
  stage_date: string | Date | null;
  dispatch_date: string | Date | null;
  activate_date: string | Date | null;
  complete_date: string | Date | null;
  notes: string | null;
  create_date: string | Date | null;
  update_date: string | Date | null;
}

export interface MissionAuditTable {
  audit_id: Generated<number>;
  mission_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  mission_type: number | null;
  asset_id: number | null;
  assigned_driver_id: number | null;
  active_driver_id: number | null;
  computed_driver_id: number | null;
  source_location_id: number | null;
  target_location_id: number | null;
  mission_stage: number | null;
  ship: string | null;
  priority: number | null;
  total_wait: number | null;
  stage_date: string | Date | null;
  dispatch_date: string | Date | null;
  activate_date: string | Date | null;
  complete_date: string | Date | null;
  notes: string | null;
  create_date: string | Date | null;
  update_date: string | Date | null;
}

export interface MissionStageTable {
  id: Generated<number>;
  company_id: number | null;
  mission_id: number | null;
  mission_stage: number | null;
  create_date: string | Date | null;
  create_user: string | null;
  notes: string | null;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number | null;
  password_hash: string | null;
  created_at: string | Date | null;
}

export interface PasswordResetTokenTable {
  id: Generated<number>;
  user_id: number | null;
  token_hash: string | null;
  created_at: string | Date | null;
  expires_at: string | Date | null;
  used_at: string | Date | null;
}

export interface PayloadTable {
  id: Generated<number>;
  company_id: number | null;
  asset_id: number | null;
  mission_id: number | null;
  loc_id: number | null;
  payload_status_id: number | null;
  payload_assign_id: number | null;
  is_refrigerated: Generated<boolean | number>;
  temperature: number | null;
  set_point: number | null;
  payload_notes: string | null;
  is_complete: Generated<boolean | number>;
  update_date: string | Date | null;
}

export interface PayloadAuditTable {
  audit_id: Generated<number>;
  payload_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  asset_id: number | null;
  mission_id: number | null;
  loc_id: number | null;
  payload_status_id: number | null;
  payload_assign_id: number | null;
  is_refrigerated: boolean | number | null;
  temperature: number | null;
  set_point: number | null;
  payload_notes: string | null;
  is_complete: boolean | number | null;
  payload_contents: unknown | null;
  update_date: string | Date | null;
}

export interface PayloadContentTable {
  id: Generated<number>;
  payload_id: number;
  content_type_id: number | null;
  quantity: number | null;
  payload_detail_id: number | null;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  since_event_id: number | null;
  created_at: string | Date | null;
  last_sent_at: string | Date | null;
}

export interface RateLimitTable {
  key: string;
  points: Generated<number>;
  expire: string | Date | null;
}

export interface SecurityEventTable {
  id: Generated<number>;
  event_date: string | Date | null;
  event_type: string | null;
  company_id: number | null;
  actor: string | null;
  actor_user_id: number | null;
  address: string | null;
  subject: string | null;
  details: string | null;
}

export interface SecurityParameterTable {
  id: Generated<number>;
  name: string | null;
  description: string | null;
  min_pwd_length: number | null;
  min_pwd_alpha: number | null;
  min_pwd_numeric: number | null;
  min_pwd_special: number | null;
  min_pwd_lower: number | null;
  min_pwd_upper: number | null;
  pwd_change_days: number | null;
  prev_pwd_check: Generated<number>;
  expiration_notification: Generated<number>;
  grace_logins_allowed: number | null;
  max_pwd_attempts: number | null;
  max_attempts_lockout_time: number | null;
  max_attempts_lockout_interval: number | null;
  forgot_password_expiration_minutes: Generated<number>;
  absolute_timeout_time: number | null;
  absolute_timeout_interval: number | null;
  idle_timeout_time: number | null;
  idle_timeout_interval: number | null;
  update_date: string | Date | null;
}

export interface SecurityParameterAuditTable {
  audit_id: Generated<number>;
  security_parameter_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  name: string | null;
  description: string | null;
  min_pwd_length: number | null;
  min_pwd_alpha: number | null;
  min_pwd_numeric: number | null;
  min_pwd_special: number | null;
  min_pwd_lower: number | null;
  min_pwd_upper: number | null;
  pwd_change_days: number | null;
  prev_pwd_check: number | null;
  expiration_notification: number | null;
  grace_logins_allowed: number | null;
  max_pwd_attempts: number | null;
  max_attempts_lockout_time: number | null;
  max_attempts_lockout_interval: number | null;
  forgot_password_expiration_minutes: number | null;
  absolute_timeout_time: number | null;
  absolute_timeout_interval: number | null;
  idle_timeout_time: number | null;
  idle_timeout_interval: number | null;
  update_date: string | Date | null;
}

export interface SiteTable {
  id: Generated<number>;
  company_id: number | null;
  site_name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  is_active: Generated<boolean | number>;
  update_date: string | Date | null;
}

export interface SiteAuditTable {
  audit_id: Generated<number>;
  site_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  site_name: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  is_active: boolean | number | null;
  update_date: string | Date | null;
}

export interface SystemSettingTable {
  id: Generated<number>;
  name: string | null;
  value: string | null;
}

export interface UserFilterTable {
  id: Generated<number>;
  user_id: number | null;
  screen: number | null;
  filters: unknown | null;
}

export interface UserSessionTable {
  id: string;
  user_id: number | null;
  created_at: string | Date | null;
  last_seen_at: string | Date | null;
  expires_at: string | Date | null;
  idle_timeout_ms: number | null;
  must_change_password: Generated<boolean | number>;
  revoked_at: string | Date | null;
}

export interface UserSiteAccessTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
}

export interface WebhookTable {
  id: Generated<number>;
  company_id: number | null;
  url: string | null;
  events: unknown | null;
  secret: string | null;
  is_active: Generated<boolean | number>;
  created_user_id: number | null;
  created_at: string | Date | null;
}

export interface WebhookAuditTable {
  audit_id: Generated<number>;
  webhook_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  url: string | null;
  events: unknown | null;
  is_active: boolean | number | null;
  created_user_id: number | null;
  created_at: string | Date | null;
}

export interface WebhookDeliveryTable {
  id: Generated<number>;
  company_id: number | null;
  webhook_id: number | null;
  message_id: string | null;
  event_type: string | null;
  payload: string | null;
  status: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | Date | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string | Date | null;
  delivered_at: string | Date | null;
}

export interface YardCheckTable {
  id: Generated<number>;
  company_id: number | null;
  site_id: number | null;
  location_type: number | null;
  status: Generated<string>;
  start_date: string | Date | null;
  start_user_id: number | null;
  start_user: string | null;
  close_date: string | Date | null;
  close_user: string | null;
  spot_count: Generated<number>;
  difference_count: Generated<number>;
  open_differences: Generated<number>;
  update_date: string | Date | null;
}

export interface YardCheckAuditTable {
  audit_id: Generated<number>;
  yard_check_id: number | null;
  action: string | null;
  audit_date: string | Date | null;
  audit_user: string | null;
  audit_user_id: number | null;
  changes: unknown | null;
  company_id: number | null;
  site_id: number | null;
  location_type: number | null;
  status: string | null;
  start_date: string | Date | null;
  start_user_id: number | null;
  start_user: string | null;
  close_date: string | Date | null;
  close_user: string | null;
  spot_count: number | null;
  difference_count: number | null;
  open_differences: number | null;
  update_date: string | Date | null;
}

export interface YardCheckDifferenceTable {
  id: Generated<number>;
  yard_check_id: number | null;
  company_id: number | null;
  site_id: number | null;
  kind: string | null;
  unit_id: string | null;
  asset_id: number | null;
  location_id: number | null;
  recorded_location_id: number | null;
  resolution: string | null;
  resolved_user_id: number | null;
  resolved_user: string | null;
  resolved_date: string | Date | null;
}

export interface YardCheckEntryTable {
  id: Generated<number>;
  yard_check_id: number | null;
  company_id: number | null;
  site_id: number | null;
  location_id: number | null;
  entry_key: string | null;
  unit_id: string | null;
  asset_id: number | null;
  is_empty: Generated<boolean | number>;
  entered_user_id: number | null;
  entered_user: string | null;
  entered_date: string | Date | null;
}

/** Every table by name, for the typed queries of hand-written code (db/dialect.ts `Db`). */
export interface Database {
  api_key: ApiKeyTable;
  api_key_audit: ApiKeyAuditTable;
  app_event: AppEventTable;
  app_user: AppUserTable;
  app_user_audit: AppUserAuditTable;
  appointment: AppointmentTable;
  appointment_audit: AppointmentAuditTable;
  asset: AssetTable;
  asset_audit: AssetAuditTable;
  asset_site_access: AssetSiteAccessTable;
  carrier: CarrierTable;
  carrier_audit: CarrierAuditTable;
  company: CompanyTable;
  company_audit: CompanyAuditTable;
  company_security_parameter: CompanySecurityParameterTable;
  gate_visit: GateVisitTable;
  gate_visit_audit: GateVisitAuditTable;
  location: LocationTable;
  location_audit: LocationAuditTable;
  login_throttle: LoginThrottleTable;
  lookup: LookupTable;
  lookup_audit: LookupAuditTable;
  lookup_group: LookupGroupTable;
  mission: MissionTable;
  mission_audit: MissionAuditTable;
  mission_stage: MissionStageTable;
  password_history: PasswordHistoryTable;
  password_reset_token: PasswordResetTokenTable;
  payload: PayloadTable;
  payload_audit: PayloadAuditTable;
  payload_content: PayloadContentTable;
  push_subscription: PushSubscriptionTable;
  rate_limit: RateLimitTable;
  security_event: SecurityEventTable;
  security_parameter: SecurityParameterTable;
  security_parameter_audit: SecurityParameterAuditTable;
  site: SiteTable;
  site_audit: SiteAuditTable;
  system_setting: SystemSettingTable;
  user_filter: UserFilterTable;
  user_session: UserSessionTable;
  user_site_access: UserSiteAccessTable;
  webhook: WebhookTable;
  webhook_audit: WebhookAuditTable;
  webhook_delivery: WebhookDeliveryTable;
  yard_check: YardCheckTable;
  yard_check_audit: YardCheckAuditTable;
  yard_check_difference: YardCheckDifferenceTable;
  yard_check_entry: YardCheckEntryTable;
}
