// A row's render count, for the browser test that proves a refresh with unchanged data renders no
// row again (issue 10's acceptance). Off unless localStorage 'ym.renderCount' is '1' (the test
// sets it before the app loads); then each render of a row adds one to its data-renders
// attribute. An effect without dependencies runs after every committed render of its component,
// so it counts renders without touching render itself.
import { useEffect, type RefObject } from 'react';

const counting = (() => {
  try {
    return window.localStorage.getItem('ym.renderCount') === '1';
  } catch {
    return false;
  }
})();

export function useRenderCount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!counting || !el) return;
    el.dataset.renders = String(Number(el.dataset.renders ?? 0) + 1);
  });
}
