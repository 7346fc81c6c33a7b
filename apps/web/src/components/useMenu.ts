import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A small disclosure menu on Bootstrap's dropdown classes (no Popper): closes on outside
 * pointer and Escape, arrow keys move between `.dropdown-item`s, focus goes to the first item.
 */
export function useMenu(): {
  open: boolean;
  setOpen: (open: boolean | ((o: boolean) => boolean)) => void;
  root: RefObject<HTMLDivElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = () => [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      list[(next + list.length) % list.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    items()[0]?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, root, toggle };
}
