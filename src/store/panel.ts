/** The navigation hover panel's height (SPEC.md section 9): window height − 143, clamped to 160–460. */
export const PANEL_OFFSET = 143;
export const PANEL_MIN = 160;
export const PANEL_MAX = 460;
export const RESIZE_DEBOUNCE_MS = 500;

export const panelHeight = (windowHeight: number) =>
  Math.min(PANEL_MAX, Math.max(PANEL_MIN, windowHeight - PANEL_OFFSET));

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}
