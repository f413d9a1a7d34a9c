// Every text the shell shows, in the spec's wording (operations §2, §4, §5, §8; maintenance §8).
// Typos are the spec's ('Sesssion expired', 'does not met'). Field labels of the generated screens
// come from the schemas at run time (engine/schemaMessages.ts); each entity module adds its own
// texts (menu labels, its screens' words, list headings the spec words differently). Password rule sentences are not here:
// schemas/passwordRules.ts is their one source; user type labels come from schemas/enums.ts.
import { TimeInterval, UserStatus, userTypeLabels } from '../../../schemas/enums';

const byValue = (e: Record<string, number>) => Object.fromEntries(Object.entries(e).map(([name, value]) => [value, name]));

export const en = {
  app: {
    title: 'Yardmaster',
    please_wait: 'Please wait...',
    action: { ok: 'OK', cancel: 'Cancel', close: 'Close', save: 'Save', submit: 'Submit', return: 'Return', back: 'Back' },
    error: {
      title: 'Internet Connection Required',
      message: 'Your request could not be completed at this time. If the problem persists, please contact your administrator.',
    },
    session: {
      expired_title: 'Sesssion expired',
      expired_message: 'Your session has expired. Please log in again to continue using the app.',
    },
    unauthorized: {
      title: 'UNAUTHORIZED ACCESS',
      message: 'You have attempted to access a page for which you are not authorized.',
    },
    not_found: {
      title: 'Not Found',
      message: 'Either you typed a wrong URL, or you followed a bad link.',
    },
  },
  shell: {
    dispatch_title: 'Dispatch Manager',
    driver_title: 'Operator',
    title_with_name: '%{title} - %{name}',
    user_menu: 'User menu',
    toggle_dark_mode: 'Toggle dark mode',
    dark_mode_failed: 'Failed to save Dark Mode setting',
    profile: 'Profile',
    change_password: 'Change Password',
    logout: 'Logout',
  },
  // Each entity module brings its own menu labels and messages (admin/src/entities/*/index.ts).
  menu: { home: 'Home' },
  home: {
    welcome: 'Welcome, %{name}',
    site_welcome: 'Welcome to %{company}',
  },
  login: {
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    username_required: 'Valid Username is required',
    password_required: 'Password is required',
    invalid: 'Invalid Username or Password',
    attempts_left: 'You have %{count} login attempt(s) left before your account will be temporarily locked out.',
    locked_now: 'Your account is now locked due to too many invalid login attempts. Please try again later.',
    locked_currently: 'Your account is currently locked due to too many invalid login attempts. Please try again later.',
    error: 'Error validating Username and Password',
    // the spec quotes only the opening 'Your password has expired...'; the rest is ours
    grace: 'Your password has expired. You have used %{used} of %{allowed} grace logins. Please change your password.',
    grace_title: 'Grace Login Used',
    forgot_link: 'Forgot password?',
  },
  forgot: {
    title: 'Forgot Password',
    username_or_email: 'Username or Email',
    required: 'Username or Email is required',
    sent: 'Email has been sent to %{user} with instructions on resetting your password.',
  },
  password: {
    requirements: 'Password requirements:',
    current: 'Current Password',
    new: 'New Password',
    verify: 'Verify Password',
    current_required: 'Password is required',
    does_not_meet: 'New Password does not meet requirements.',
    does_not_met: 'New Password does not met requirements.',
    verify_required: 'Verify password is required',
    mismatch: 'New and Verify passwords do not match.',
    invalid_title: 'Invalid password',
    invalid_reason: '%{reason}.',
    invalid: 'Invalid password.',
    completed: 'Password Change Completed',
    expired_title: 'Password Expired',
    expired_message: 'Your password has expired. Enter a new password to continue.',
    change_title: 'Change Password',
    reset_title: 'Reset Password',
    reset_link_invalid: 'This password reset link is no longer valid.',
    back_to_login: 'Back to Login',
  },
  profile: {
    title: 'Profile',
    username: 'Username',
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email Address',
    company: 'Company',
    user_type: 'User Type',
    time_zone: 'Timezone',
    start_page: 'Start Page',
  },
  user_type: Object.fromEntries(Object.entries(userTypeLabels).map(([type, label]) => [`t${type}`, label])),
  enums: {
    UserType: userTypeLabels,
    UserStatus: byValue(UserStatus),
    TimeInterval: byValue(TimeInterval),
  },
  maintenance: {
    add_new: 'Add New',
    edit: 'Edit',
    delete: 'Delete',
    actions: 'Actions',
    reorder: 'Reorder',
    company: 'Company',
    manager: '%{label} Manager',
    please_select: 'Please Select %{label}',
    under_construction: 'Under-Construction',
    delete_title: 'Confirm %{label} Delete',
    delete_confirm: 'Deleting a %{label} cannot be undone, are you sure?',
    delete_completed: '%{label} Delete Completed',
    delete_failure: '%{label} Delete Failure, Please see logs',
    sort_order_updated: '%{label} Sort Order updated successfully',
    sort_order_failed: '%{label} Sort Order update failed, Please see logs',
    reorder_title: 'Reorder %{title}',
    no_results: 'No results found.',
    page_range_more: '%{offsetBegin}-%{offsetEnd} of more than %{total}',
    validation: {
      required: '%{label} is required',
      number: '%{label} must be a number, 0 or more',
      minimum: '%{label} must be at least %{minimum}',
      invalid: '%{label} is invalid',
      max_length: '%{label} must be at most %{max} characters',
    },
  },
};
