import type { LatLng } from '../../../domain/geo';
import type { EditableOutline } from './editable-outline';
import { newOutline } from './editable-outline';

/** The roof outlines on the map and the one being drawn (null when not drawing). */
export interface DrawingState {
  outlines: EditableOutline[];
  draft: LatLng[] | null;
}

export type DrawingAction =
  | { type: 'start' }
  | { type: 'cancel' }
  | { type: 'addCorner'; at: LatLng }
  | { type: 'undoCorner' }
  /** Closes the draft into a new outline with this id; a draft needs 3 corners first. */
  | { type: 'finish'; id: string }
  | { type: 'moveCorner'; id: string; index: number; at: LatLng }
  | { type: 'setOutlines'; outlines: EditableOutline[] };

export const MIN_CORNERS = 3;

export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  const { outlines, draft } = state;
  switch (action.type) {
    case 'start':
      return { ...state, draft: [] };
    case 'cancel':
      return { ...state, draft: null };
    case 'addCorner':
      return draft ? { ...state, draft: [...draft, action.at] } : state;
    case 'undoCorner':
      return draft ? { ...state, draft: draft.slice(0, -1) } : state;
    case 'finish':
      if (!draft || draft.length < MIN_CORNERS) return state;
      return { outlines: [...outlines, newOutline(outlines, draft, action.id)], draft: null };
    case 'moveCorner':
      return {
        ...state,
        outlines: outlines.map((o) =>
          o.id === action.id
            ? { ...o, points: o.points.map((p, i) => (i === action.index ? action.at : p)) }
            : o,
        ),
      };
    case 'setOutlines':
      return { ...state, outlines: action.outlines };
  }
}
