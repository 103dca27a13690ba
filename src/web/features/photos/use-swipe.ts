import type { PointerEvent } from 'react';
import { useRef } from 'react';

/** How far a finger must travel sideways, mostly sideways, to count as a swipe. */
const MIN_DISTANCE = 50;

/**
 * Swipe left for the next photo, right for the previous, on a phone (or with a mouse drag). The
 * element takes `touch-action: pan-y pinch-zoom`, so the browser keeps vertical scrolling and
 * zooming and hands sideways moves to these handlers.
 */
export function useSwipe(onSwipe: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      const dy = e.clientY - s.y;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        onSwipe(dx < 0 ? 1 : -1);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
