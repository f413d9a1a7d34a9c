import { useMemo } from 'react';
import { useNotify, type NotificationType } from 'react-admin';

// Toast placements and durations of operations §9.
const BOTTOM = { vertical: 'bottom', horizontal: 'center' } as const;
const TOP = { vertical: 'top', horizontal: 'center' } as const;

export function useToast() {
  const notify = useNotify();
  return useMemo(() => {
    const show =
      (anchorOrigin: typeof BOTTOM | typeof TOP, autoHideDuration: number) =>
      (key: string, type: NotificationType = 'info', messageArgs?: Record<string, unknown>) =>
        notify(key, { type, messageArgs, autoHideDuration, anchorOrigin });
    return {
      /** 2000 ms at the bottom: the usual success or failure note. */
      bottom: show(BOTTOM, 2000),
      /** 4 s at the top. */
      top: show(TOP, 4000),
      /** 6 s at the top: save errors. */
      saveError: show(TOP, 6000),
    };
  }, [notify]);
}
