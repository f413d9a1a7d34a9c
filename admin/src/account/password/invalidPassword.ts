import { showSystemMessage } from '../../dialogs/systemDialogs';

/** The 'Invalid password' system dialog of a refused change (operations §8). */
export const showInvalidPassword = (errorMessage?: string | null) =>
  showSystemMessage('password.invalid_title', [
    errorMessage ? { key: 'password.invalid_reason', args: { reason: errorMessage } } : { key: 'password.invalid' },
  ]);
