import type { EstimateInput, EstimateTotals, OptionTotals } from '../../domain/estimate/estimate';
import type { CompanyProfile } from '../../domain/settings/settings';

export interface EstimatePdfProject {
  name: string;
  address: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/** Everything the estimate PDF prints. Totals come from computeEstimate on the server. */
export interface EstimatePdfData {
  company: CompanyProfile;
  /** "EST-000042" for a saved estimate; null for an unsaved one (printed as "Draft"). */
  estimateNumber: string | null;
  /** YYYY-MM-DD. */
  date: string;
  project: EstimatePdfProject | null;
  input: EstimateInput;
  /** The first option's totals (the estimate's own when it has one option). */
  totals: EstimateTotals;
  /** Every option's totals; with two or three, the PDF prints each of them. */
  options?: OptionTotals[] | undefined;
  /** The terms Settings prints on every proposal; blank prints none. */
  terms: string;
  /** How many days from `date` the price holds (Settings' proposal validity). */
  validDays: number;
}
