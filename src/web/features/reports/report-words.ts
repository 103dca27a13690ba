import type { AgeBucket, ReportName } from '../../../domain/reports/reports';
import { shownName } from '../../lib/pipeline-names';
import { i18n } from './i18n';

// The reports' words in the reader's language. The domain writes them in English (its tables are
// also the CSV downloads, which stay English for the programs that read them); the screen shows
// them through these. Called while rendering, by components that re-render with the language.

export function reportTitle(name: ReportName): string {
  const titles: Record<ReportName, string> = {
    'close-rate': i18n._('Close rate'),
    revenue: i18n._('Revenue by month'),
    'average-job': i18n._('Average job size'),
    pipeline: i18n._('Pipeline value by stage'),
    margin: i18n._('Margin by job'),
    receivables: i18n._('Receivables by age'),
    commissions: i18n._('Commissions'),
  };
  return titles[name];
}

/** The domain's REPORT_DEFINITIONS, word for word in English. */
export function reportDefinition(name: ReportName): string {
  const definitions: Record<ReportName, string> = {
    'close-rate': i18n._(
      'Proposals accepted / proposals sent. Sent: proposals created in the period, leaving out versions later replaced by a newer one (the newer one counts). Accepted: those of them the customer has accepted. By the project’s salesperson and by its lead source.',
    ),
    revenue: i18n._(
      'Booked: the accepted option’s total before tax, in the month the customer accepted. Collected: payments received, in the month of the payment.',
    ),
    'average-job': i18n._(
      'Revenue booked / jobs booked: each accepted proposal is a job, worth its accepted option’s total before tax, counted in the month it was accepted.',
    ),
    pipeline: i18n._(
      'Projects in each stage today and the sum of their estimated costs (the accepted option’s total once accepted). A snapshot: the period does not apply.',
    ),
    margin: i18n._(
      'Margin = (revenue - costs) / revenue, for jobs accepted in the period that have costs. Revenue: the invoiced total before tax when the job has invoices (a payment schedule at the contract’s before-tax share), else the accepted option’s total before tax. The average is the total profit / the total revenue.',
    ),
    receivables: i18n._(
      'What invoices still have to be paid, as of the end of the period, by days past their due date: current (not yet due), 1-30, 31-60, 61-90 and over 90 days.',
    ),
    commissions: i18n._(
      'Commission earned on what was collected in the period, per salesperson: their plan’s percent of the job’s revenue or gross profit, times the share of what the customer was billed (tax included) that was collected in the period.',
    ),
  };
  return definitions[name];
}

export function ageLabel(bucket: AgeBucket): string {
  const labels: Record<AgeBucket, string> = {
    // Not yet overdue: its own id, as "Current" elsewhere means a value as it is now.
    current: i18n._({ id: 'Current (not yet due)', message: 'Current' }),
    '1-30': i18n._('1-30 days'),
    '31-60': i18n._('31-60 days'),
    '61-90': i18n._('61-90 days'),
    'over-90': i18n._('Over 90 days'),
  };
  return labels[bucket];
}

/**
 * A column's name or a word cell of the domain's report tables (reportTable) in the reader's
 * language; a name, a stage or a project is shown as it is.
 */
export function tableWord(english: string): string {
  const words: Record<string, string> = {
    By: i18n._('By'),
    Name: i18n._('Name'),
    Sent: i18n._('Sent'),
    Accepted: i18n._('Accepted'),
    'Close rate': i18n._('Close rate'),
    Month: i18n._('Month'),
    Booked: i18n._('Booked'),
    Collected: i18n._('Collected'),
    Jobs: i18n._('Jobs'),
    'Average job': i18n._('Average job'),
    Stage: i18n._('Stage'),
    Projects: i18n._('Projects'),
    Value: i18n._('Value'),
    Job: i18n._('Job'),
    Revenue: i18n._('Revenue'),
    Costs: i18n._('Costs'),
    Profit: i18n._('Profit'),
    Margin: i18n._('Margin'),
    Age: i18n._('Age'),
    Invoices: i18n._('Invoices'),
    'Amount due': i18n._('Amount due'),
    Salesperson: i18n._('Salesperson'),
    Plan: i18n._('Plan'),
    'Commission base': i18n._('Commission base'),
    Commission: i18n._('Commission'),
    'Lead source': i18n._('Lead source'),
    All: i18n._('All'),
    'All proposals': i18n._('All proposals'),
    // The server's stand-ins for a proposal with neither.
    'No salesperson': i18n._('No salesperson'),
    'No lead source': i18n._('No lead source'),
    Current: i18n._({ id: 'Current (not yet due)', message: 'Current' }),
    '1-30 days': i18n._('1-30 days'),
    '31-60 days': i18n._('31-60 days'),
    '61-90 days': i18n._('61-90 days'),
    'Over 90 days': i18n._('Over 90 days'),
  };
  const word = words[english];
  if (word !== undefined) return word;
  // The margin table's total row, "All 12 jobs", and a commission plan, "5% of revenue".
  const jobs = /^All (\d+) jobs$/.exec(english);
  if (jobs) return i18n._('All {count} jobs', { count: jobs[1] });
  const plan = /^(.+)% of (revenue|gross profit)$/.exec(english);
  if (plan) {
    return plan[2] === 'revenue'
      ? i18n._('{rate}% of revenue', { rate: plan[1] })
      : i18n._('{rate}% of gross profit', { rate: plan[1] });
  }
  // The pipeline report's stages, and a lead source: the names a company starts with read in
  // the reader's language until renamed.
  return shownName(english);
}
