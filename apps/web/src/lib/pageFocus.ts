/**
 * One focus rule (docs/decisions/031-calm-first-screen.md): when a page, a step or a dialog goes
 * away, focus goes to the new content, never back to the page's body. The new content's
 * `[data-page-focus]` element if it has one (a conversation's message box), else its first
 * heading (made focusable for this), else the main landmark.
 */
export function focusPageContent(root: ParentNode = document, headingToo = true): boolean {
  const main = root.querySelector<HTMLElement>('#content');
  if (!main) return false;
  const target =
    main.querySelector<HTMLElement>('[data-page-focus]') ??
    (headingToo ? main.querySelector<HTMLElement>('h1') : null);
  if (!target) return false;
  if (!target.hasAttribute('tabindex') && !target.matches('input, textarea, select, button, a[href]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * Focus the new page's content once it is there (its data may come a moment later): tries on each
 * animation frame, for at most ~600 frames, and stops when the member moved focus meanwhile. A
 * page's own focus point gets ~30 frames to appear before its heading will do.
 */
export function focusPageContentSoon(): () => void {
  let frames = 0;
  let id = 0;
  const start = document.activeElement;
  const attempt = () => {
    const moved = document.activeElement !== start && document.activeElement !== document.body;
    frames += 1;
    if (moved || focusPageContent(document, frames > 30) || frames > 600) return;
    id = requestAnimationFrame(attempt);
  };
  id = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(id);
}

/** Focus an element that is about to render (a new photo in the grid), trying for ~120 frames. */
export function focusWhenThere(find: () => HTMLElement | null): void {
  let frames = 0;
  const attempt = () => {
    const target = find();
    if (target) target.focus();
    else if (++frames <= 120) requestAnimationFrame(attempt);
  };
  attempt();
}
