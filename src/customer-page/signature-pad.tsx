import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { i18n } from './i18n';

/**
 * The drawn signature is sent as a PNG: the canvas keeps at most this many pixels across, so a
 * sharp phone screen (3 device pixels per CSS pixel) does not make a large image. Strokes on a
 * transparent background stay a few KB to a few tens of KB, well under MAX_SIGNATURE_BYTES.
 */
const MAX_CANVAS_PX = 800;

/**
 * What the form asks of the pad, through an ordinary ref object passed as a prop (not `ref`,
 * whose handling on function components differs between React and Preact's compat layer).
 */
export interface SignaturePadControl {
  isEmpty(): boolean;
  /** The PNG, base64 without the "data:image/png;base64," prefix. */
  pngBase64(): string;
  clear(): void;
}

/**
 * A box to sign in with a finger, a pen or the mouse (signature_pad draws smooth, pressure-like
 * strokes). The canvas is sized to its box times the screen's pixel ratio, and sized again when
 * the box changes width (a phone turned sideways), keeping what was drawn.
 */
export function SignaturePadBox({
  controlRef,
  onDrawn,
  invalid,
  describedBy,
}: {
  controlRef: RefObject<SignaturePadControl | null>;
  /** After each stroke: the signature is no longer empty. */
  onDrawn: () => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  }, [onDrawn]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.8 });
    const stroked = () => onDrawnRef.current();
    pad.addEventListener('endStroke', stroked);

    let width = 0;
    const fit = () => {
      const cssWidth = canvas.offsetWidth;
      const cssHeight = canvas.offsetHeight;
      // Hidden or unchanged: resizing clears the canvas, so only when the width really changed.
      if (cssWidth === 0 || cssWidth === width) return;
      width = cssWidth;
      const ratio = Math.max(1, Math.min(window.devicePixelRatio || 1, MAX_CANVAS_PX / cssWidth));
      const strokes = pad.toData();
      canvas.width = Math.round(cssWidth * ratio);
      canvas.height = Math.round(cssHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      // Points are kept in CSS pixels, so the strokes redraw in place at the new scale.
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);

    controlRef.current = {
      isEmpty: () => pad.isEmpty(),
      pngBase64: () => pad.toDataURL('image/png').replace(/^data:image\/png;base64,/, ''),
      clear: () => pad.clear(),
    };
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', stroked);
      pad.off();
      controlRef.current = null;
    };
  }, [controlRef]);

  return (
    <div
      className={`relative h-44 w-full overflow-hidden rounded-md border-2 bg-white ${
        invalid ? 'border-red-600' : 'border-slate-300'
      }`}
    >
      {/* A line to sign on, behind the transparent canvas: not part of the image. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-5 bottom-10 border-b border-slate-400"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-11 left-5 text-lg text-slate-500"
      >
        ×
      </span>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={i18n._('Signature drawing area')}
        aria-describedby={describedBy}
        className="absolute inset-0 h-full w-full touch-none"
      />
    </div>
  );
}
