const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Elements inside `root` that keyboard focus can reach, in DOM order. */
export function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter((el) => !el.closest('[hidden]'));
}

/** Stops the page behind an overlay from scrolling; returns the undo. */
export function lockBodyScroll(): () => void {
  const { overflow, paddingRight } = document.body.style;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  document.body.style.overflow = 'hidden';
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  return () => {
    document.body.style.overflow = overflow;
    document.body.style.paddingRight = paddingRight;
  };
}
