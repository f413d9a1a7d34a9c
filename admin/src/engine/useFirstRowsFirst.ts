// A list's first page, shown in two steps: the rows a screen can hold render first, and the rest
// just after the browser has painted them. A board row is a dozen fields, its buttons and its drag
// handle; on a first load the whole page of 25 took the page's one thread for a long task before
// any row could show (issue 10's first paint). The rest follow in a transition, so a click or a
// scroll is never held behind them. Once a page has been shown whole, every later page (a refresh,
// the next page) renders whole at once: its rows are mostly the same, memoised.
import { startTransition, useEffect, useState } from 'react';

/** The first `first` of `rows` until they have been painted, then all of them. */
export function useFirstRowsFirst<T>(rows: T[], first: number): T[] {
  const [whole, setWhole] = useState(false);
  const shown = rows.length > 0;
  useEffect(() => {
    if (whole || !shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before its paint; a task it queues runs after
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWhole(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [whole, shown]);
  return whole || rows.length <= first ? rows : rows.slice(0, first);
}
