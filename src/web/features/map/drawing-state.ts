import type { LatLng } from '../../../domain/geo/geo';
import type { EdgeType, InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import type { EditableOutline } from './editable-outline';
import { newOutline } from './editable-outline';
import {
  MIN_CORNERS,
  samePoint,
  withCornerInserted,
  withCornerMoved,
  withCornerRemoved,
  withEdgeType,
  withLineAdded,
  withLineRemoved,
  withLineType,
} from './outline-edit';

/** A ridge, hip or valley being drawn inside one outline: its first end once tapped. */
export interface LineDraft {
  outlineId: string;
  type: InnerLineType;
  points: LatLng[];
}

/**
 * The roof outlines on the map, the outline being drawn (null when not drawing) and the inner
 * line being drawn (null when not drawing one). At most one of the two is drawn at a time.
 */
export interface DrawingState {
  outlines: EditableOutline[];
  draft: LatLng[] | null;
  line: LineDraft | null;
}

export type DrawingAction =
  | { type: 'start' }
  /** Stops drawing an outline or a line, keeping nothing of it. */
  | { type: 'cancel' }
  | { type: 'addCorner'; at: LatLng }
  | { type: 'undoCorner' }
  /** Closes the draft into a new outline with this id; a draft needs 3 corners first. */
  | { type: 'finish'; id: string }
  | { type: 'moveCorner'; id: string; index: number; at: LatLng }
  | { type: 'insertCorner'; id: string; edge: number }
  | { type: 'removeCorner'; id: string; index: number }
  | { type: 'setEdgeType'; id: string; index: number; edgeType: EdgeType }
  | { type: 'startLine'; id: string; lineType: InnerLineType }
  /** The line's next end; the second one adds the line to its outline. */
  | { type: 'addLinePoint'; at: LatLng }
  | { type: 'undoLinePoint' }
  | { type: 'setLineType'; id: string; index: number; lineType: InnerLineType }
  | { type: 'deleteLine'; id: string; index: number }
  | { type: 'setOutlines'; outlines: EditableOutline[] };

const editOne = (
  state: DrawingState,
  id: string,
  edit: (o: EditableOutline) => EditableOutline,
): DrawingState => ({
  ...state,
  outlines: state.outlines.map((o) => (o.id === id ? edit(o) : o)),
});

export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  const { outlines, draft, line } = state;
  switch (action.type) {
    case 'start':
      return { ...state, draft: [], line: null };
    case 'cancel':
      return { ...state, draft: null, line: null };
    case 'addCorner':
      return draft ? { ...state, draft: [...draft, action.at] } : state;
    case 'undoCorner':
      return draft ? { ...state, draft: draft.slice(0, -1) } : state;
    case 'finish':
      if (!draft || draft.length < MIN_CORNERS) return state;
      return {
        outlines: [...outlines, newOutline(outlines, draft, action.id)],
        draft: null,
        line: null,
      };
    case 'moveCorner':
      return editOne(state, action.id, (o) => withCornerMoved(o, action.index, action.at));
    case 'insertCorner':
      return editOne(state, action.id, (o) => withCornerInserted(o, action.edge));
    case 'removeCorner':
      return editOne(state, action.id, (o) => withCornerRemoved(o, action.index));
    case 'setEdgeType':
      return editOne(state, action.id, (o) => withEdgeType(o, action.index, action.edgeType));
    case 'startLine':
      if (!outlines.some((o) => o.id === action.id)) return state;
      return {
        ...state,
        draft: null,
        line: { outlineId: action.id, type: action.lineType, points: [] },
      };
    case 'addLinePoint': {
      if (!line) return state;
      const [from] = line.points;
      if (!from) return { ...state, line: { ...line, points: [action.at] } };
      // A second tap on the first end is a slip, not a line of no length.
      if (samePoint(from, action.at)) return state;
      const added = editOne(state, line.outlineId, (o) =>
        withLineAdded(o, { type: line.type, from, to: action.at }),
      );
      return { ...added, line: null };
    }
    case 'undoLinePoint':
      return line ? { ...state, line: { ...line, points: line.points.slice(0, -1) } } : state;
    case 'setLineType':
      return editOne(state, action.id, (o) => withLineType(o, action.index, action.lineType));
    case 'deleteLine':
      return editOne(state, action.id, (o) => withLineRemoved(o, action.index));
    case 'setOutlines': {
      // A line being drawn in an outline that is gone is dropped with it.
      const keep = line && action.outlines.some((o) => o.id === line.outlineId);
      return { ...state, outlines: action.outlines, line: keep ? line : null };
    }
  }
}
