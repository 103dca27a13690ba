import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';

// How each type of roof line looks on the map and in the legend. Colour is never the only cue:
// every type has its own dash pattern, and the label on each line starts with the type's short
// name (map-texts.ts, in the reader's language). The colours are dark enough for white label text (at least 5:1, WCAG AA for small text),
// and each line is drawn over a white casing so it stands out on dark and light imagery alike.

export interface EdgeStyle {
  color: string;
  /** SVG stroke-dasharray; undefined for a solid line. */
  dash: string | undefined;
}

export const EDGE_STYLES: Record<EdgeType, EdgeStyle> = {
  // blue-700, white text 6.7:1
  eave: { color: '#1d4ed8', dash: undefined },
  // green-700, 5.0:1
  rake: { color: '#15803d', dash: '12 6' },
  // red-700, 6.5:1
  ridge: { color: '#b91c1c', dash: '16 4 3 4' },
  // purple-700, 7.0:1
  hip: { color: '#7e22ce', dash: '3 5' },
  // orange-700, 5.2:1
  valley: { color: '#c2410c', dash: '12 4 3 4 3 4' },
  // slate-700, 10:1
  wall: { color: '#334155', dash: '22 6' },
};

/** Line width on the map, in px; the casing under it is this plus 4. */
export const LINE_WEIGHT = 4;
