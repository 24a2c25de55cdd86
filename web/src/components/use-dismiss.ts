import { useEffect, useRef, type RefObject } from 'react';

interface DismissOptions {
  open: boolean;
  close(): void;
  /** The open panel: clicks inside it do not close it. */
  panel: RefObject<HTMLElement | null>;
  /** The button that opened it: focus goes back there on Escape. */
  trigger: RefObject<HTMLElement | null>;
  /** Menus close on a click elsewhere; a slide-out with a backdrop handles that itself. */
  closeOnOutsideClick?: boolean;
}

/** Escape and outside-click handling shared by the menus and slide-out panels. */
export function useDismiss({ open, close, panel, trigger, closeOnOutsideClick = true }: DismissOptions): void {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeRef.current();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    if (closeOnOutsideClick) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, panel, trigger, closeOnOutsideClick]);
}
