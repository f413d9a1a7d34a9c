import { useState } from 'react';
import { fleet } from '../../api/fleet';
import type { PasswordChangeRequest, SaveResult } from '../../api/types';
import { useToast } from '../../ui/useToast';
import { showInvalidPassword } from './invalidPassword';

/**
 * Sends a password change and reports it the spec's way: a refusal opens the 'Invalid password'
 * dialog, success shows 'Password Change Completed'. Resolves true on success.
 */
export function usePasswordChange(path: '/ChangePassword' | '/ForcedChangePassword') {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const send = async (request: PasswordChangeRequest): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await fleet.post<SaveResult>(path, request);
      if (!result.isSuccessful) {
        showInvalidPassword(result.errorMessage);
        return false;
      }
      toast.bottom('password.completed', 'success');
      return true;
    } catch {
      return false; // the fetch helper has shown the error dialog (or the session-expired one)
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}
