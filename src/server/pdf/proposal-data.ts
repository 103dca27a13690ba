import type { EstimateInput, EstimateTotals } from '../../domain/estimate';
import type { CompanyProfile } from '../../domain/settings';

export interface ProposalProject {
  name: string;
  address: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

/** Everything a proposal PDF prints. Totals come from computeEstimate on the server. */
export interface ProposalData {
  company: CompanyProfile;
  /** "EST-000042" for a saved estimate; null for an unsaved one (printed as "Draft"). */
  estimateNumber: string | null;
  /** YYYY-MM-DD. */
  date: string;
  project: ProposalProject | null;
  input: EstimateInput;
  totals: EstimateTotals;
}
