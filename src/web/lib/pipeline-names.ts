import type { LeadSource, PipelineBoard, Stage, StageMove } from '../../domain/pipeline/pipeline';
import { i18n } from '../i18n';
import { currentLanguage } from './i18n/catalogs';

// The stages and lead sources a company starts with are stored with English names (they are
// the company's to rename). Until renamed, each reads in the reader's language: a name equal to
// one of those defaults is shown translated; any other name is shown as the company typed it.
// Settings, where the names are edited, shows them as stored. In the shell's catalogue: the
// project page, the board and the forms all show them, and none should load another screen's
// messages for it.

const DEFAULT_NAMES: Record<string, () => string> = {
  Lead: () => i18n._('Lead'),
  Inspection: () => i18n._('Inspection'),
  'Proposal sent': () => i18n._('Proposal sent'),
  Sold: () => i18n._('Sold'),
  Scheduled: () => i18n._('Scheduled'),
  'In production': () => i18n._('In production'),
  Completed: () => i18n._('Completed'),
  Invoiced: () => i18n._('Invoiced'),
  // Its own id: an invoice's "Paid" agrees with "factura" in Spanish, a stage does not.
  Paid: () => i18n._({ id: 'Paid (a pipeline stage)', message: 'Paid' }),
  Lost: () => i18n._('Lost'),
  Referral: () => i18n._('Referral'),
  Website: () => i18n._('Website'),
  'Door knocking': () => i18n._('Door knocking'),
  'Storm canvassing': () => i18n._('Storm canvassing'),
  Insurance: () => i18n._('Insurance'),
  'Repeat customer': () => i18n._('Repeat customer'),
  Other: () => i18n._('Other'),
};

/** A stage's or lead source's name as the reader sees it. */
export function shownName(name: string): string {
  return Object.hasOwn(DEFAULT_NAMES, name) ? (DEFAULT_NAMES[name]?.() ?? name) : name;
}

const named = <T extends { name: string }>(xs: readonly T[]): T[] =>
  xs.map((x) => ({ ...x, name: shownName(x.name) }));

/**
 * The queries' `select`s, one per language so a cached list is shown again in a newly chosen
 * language (TanStack Query keeps a selected result while its select function is the same).
 */
function perLanguage<In, Out>(make: () => (data: In) => Out): () => (data: In) => Out {
  const made = new Map<string, (data: In) => Out>();
  return () => {
    const language = currentLanguage();
    let select = made.get(language);
    if (!select) made.set(language, (select = make()));
    return select;
  };
}

export const selectStages = perLanguage(() => (stages: Stage[]) => named(stages));
export const selectLeadSources = perLanguage(() => (sources: LeadSource[]) => named(sources));
export const selectBoard = perLanguage(() => (board: PipelineBoard) => ({
  ...board,
  columns: named(board.columns),
  leadSources: named(board.leadSources),
}));
export const selectMoves = perLanguage(
  () => (moves: StageMove[]) =>
    moves.map((m) => ({
      ...m,
      fromStageName: m.fromStageName === null ? null : shownName(m.fromStageName),
      toStageName: shownName(m.toStageName),
    })),
);
