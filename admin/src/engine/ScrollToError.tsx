// After a refused submit — the form's own checks or the server's 400 naming fields — the first
// field in error, in the order the form shows them, is scrolled into view and focused. In a phone's
// full-screen dialog (a driver's Complete, a guard's Check In) it may lie below the fold, where a
// refused tap would otherwise seem to do nothing.
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/** What takes the focus inside a field: its input, or a select's button. */
const FOCUSABLE = 'input:not([type=hidden]):not([aria-hidden=true]), textarea, [role=combobox], [role=button]';

/** Put anywhere inside a react-hook-form form (react-admin's Form); renders nothing visible. */
export const ScrollToError = () => {
  const { submitCount, errors } = useFormState();
  const shown = useRef(0);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // once per submit, when its errors are known (a server's come after the call)
    if (submitCount <= shown.current || !Object.keys(errors).length) return;
    shown.current = submitCount;
    const field = anchor.current?.closest('form')?.querySelector('.Mui-error')?.closest('.MuiFormControl-root');
    if (!(field instanceof HTMLElement)) return;
    field.scrollIntoView({ block: 'center' });
    field.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  }, [submitCount, errors]);
  return <span ref={anchor} hidden />;
};
