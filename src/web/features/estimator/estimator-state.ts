import type { EstimateInput } from '../../../domain/estimate/estimate';
import type { Estimate } from '../../../domain/estimate/estimate-record';
import type { LineMaterial } from '../../../domain/estimate/line-quantity';
import type { MaterialPrice } from '../../../domain/price-list/price-list-entry';
import type { TakeoffRule } from '../../../domain/takeoff/takeoff';
import type {
  CostRow,
  EstimateForm,
  FieldErrors,
  LengthField,
  MaterialRow,
  OptionRow,
} from './estimate-form';

// The estimator screen's state and the changes the reducer (estimate-form-state.ts) makes to it.

export interface EstimatorState {
  form: EstimateForm;
  /** The saved estimate being edited; null for a new one. */
  saved: Estimate | null;
  projectId: string | null;
  /** Edited since it opened: from then on the URL carries the whole form. */
  touched: boolean;
  /** The user chose today's prices for a reopened estimate. */
  repriced: boolean;
  /** The server's messages from the last save or PDF, until the next edit. */
  serverErrors: FieldErrors;
  /** The last input that passed validation: the results stay on it while a field is fixed. */
  lastValidInput: EstimateInput | null;
  /**
   * The user typed a waste factor (even 0) or took the suggested one: building an order then
   * uses theirs. Until then a waste of 0 means none was set, and the order takes the suggestion.
   */
  wasteChosen: boolean;
  /** What the last "Build order from measurements" did, until the material lines are edited. */
  builtOrder: BuiltOrder | null;
  /** The key of the option whose lines are being edited (the first when it is not found). */
  activeOption: string;
  /** The option just removed, which Undo puts back, until the next edit. */
  removedOption: RemovedOption | null;
  /**
   * What happened to a line's quantity when its material changed to one sold in another unit,
   * by the line's key, until its quantity is typed.
   */
  lineNotes: Record<string, string>;
  /**
   * The pitch came from the Pitch Finder's sample value (a device with no motion sensor), not a
   * measurement, until the user types a pitch.
   */
  pitchNotMeasured: boolean;
}

export interface RemovedOption {
  option: OptionRow;
  index: number;
}

export interface BuiltOrder {
  lineCount: number;
  wastePercent: number;
  /** The waste was the suggested one, which the build also put into the Waste field. */
  suggested: boolean;
  /** What Undo puts back: the lines of the option it filled, and the waste. */
  previous: { optionKey: string; materials: MaterialRow[]; waste: string };
}

/** The form's single text fields (the lines have their own actions). */
export type FormField =
  'area' | 'pitch' | 'laborRate' | 'waste' | 'overheadProfit' | 'tax' | LengthField;
type LineList = 'materials' | 'costs';
/** A change to one line's fields (its key stays). */
export type LineChange<R> = Partial<Omit<R, 'key'>>;

/** Each form field's name in the API's input, which names its message. */
export const FIELD_PATHS: Record<FormField, string> = {
  area: 'roofAreaSqFt',
  pitch: 'pitch',
  laborRate: 'laborRateCents',
  waste: 'adjustments.wastePercent',
  overheadProfit: 'adjustments.overheadProfitPercent',
  tax: 'adjustments.taxPercent',
  eaves: 'measurements.eavesFt',
  rakes: 'measurements.rakesFt',
  ridges: 'measurements.ridgesFt',
  hips: 'measurements.hipsFt',
  valleys: 'measurements.valleysFt',
  walls: 'measurements.wallsFt',
  boots: 'measurements.pipeBoots',
};

export type EstimatorAction =
  | { type: 'setField'; field: FormField; value: string }
  | {
      type: 'updateLine';
      list: 'materials';
      key: string;
      change: LineChange<MaterialRow>;
    }
  | { type: 'updateLine'; list: 'costs'; key: string; change: LineChange<CostRow> }
  /** A new option (at most three), named the first free of Good / Better / Best, made active. */
  | { type: 'addOption' }
  | { type: 'removeOption'; key: string }
  /** Puts back the option just removed. */
  | { type: 'restoreOption' }
  | { type: 'renameOption'; key: string; name: string }
  | { type: 'selectOption'; key: string }
  | { type: 'addMaterial'; priceList: readonly MaterialPrice[] }
  | { type: 'addCost' }
  | { type: 'removeLine'; list: LineList; key: string }
  /**
   * A line's material changes; to one sold in another unit, its quantity is worked out again
   * (from the measurements, the roof area, or cleared) and the line says so.
   */
  | { type: 'changeMaterial'; key: string; materialId: string; priceList: readonly LineMaterial[] }
  /** Fills a material line's quantity with the roof's actual (sloped) area. */
  | { type: 'useActualArea'; key: string; actualAreaSqFt: number }
  | { type: 'reprice' }
  | { type: 'saved'; estimate: Estimate }
  /** Replaces the form with the estimate as someone else saved it (after a conflict). */
  | { type: 'loadCurrent'; estimate: Estimate }
  | { type: 'serverErrors'; errors: FieldErrors }
  /** Replaces the material lines with the takeoff of the measurements (the price list's rules). */
  | { type: 'buildOrder'; rules: readonly TakeoffRule[] }
  /** Puts back the lines (and waste) the last build replaced. */
  | { type: 'undoOrder' };
