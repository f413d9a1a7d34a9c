import { useCallback } from 'react';
import type { GraceLogin } from './loginOutcome';
import { showSystemMessage } from '../../dialogs/systemDialogs';
import { useToast } from '../../ui/useToast';

/** A grace login is announced at the top; the last one as the 'Grace Login Used' dialog. */
export function useGraceNotice() {
  const toast = useToast();
  return useCallback(
    (grace: GraceLogin) => {
      const args = { used: grace.used, allowed: grace.allowed };
      if (grace.isLast) showSystemMessage('login.grace_title', [{ key: 'login.grace', args }]);
      else toast.top('login.grace', 'warning', args);
    },
    [toast],
  );
}
