import { useCallback, useEffect } from 'react';
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

let handedOver: GraceLogin | null = null;

/** A grace login made on the login page's own first load (loginStart.tsx), for the shell to announce. */
export const handOverGrace = (grace: GraceLogin | null) => {
  handedOver = grace;
};

/** Announces a grace login handed over by the login page's first load, once the shell is up. */
export const HandedOverGrace = () => {
  const show = useGraceNotice();
  useEffect(() => {
    if (!handedOver) return;
    show(handedOver);
    handedOver = null;
  }, [show]);
  return null;
};
