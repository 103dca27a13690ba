import type { Stage } from '../pipeline/pipeline';
import { isBefore } from '../pipeline/pipeline';

// The job's stage follows the money: sending the final invoice puts it in Invoiced, and nothing
// left owed puts it in Paid. Both only move a job forward; a company that removed the stage is
// left as it is.

export const INVOICED_STAGE_ID = 'invoiced';
export const PAID_STAGE_ID = 'paid';

function forwardTo(id: string) {
  return (stages: readonly Stage[], currentId: string): Stage | undefined => {
    const target = stages.find((s) => s.id === id);
    return target && isBefore(stages, currentId, id) ? target : undefined;
  };
}

export const stageOnFinalInvoiceSent = forwardTo(INVOICED_STAGE_ID);
export const stageOnPaidInFull = forwardTo(PAID_STAGE_ID);
