import type { EdgeType } from '../../domain/takeoff/roof-edge-types';
import { i18n } from '../i18n';

/**
 * A roof edge's kind in the reader's language ("Eave", "Alero"): the domain's EDGE_TYPE_LABELS
 * stay English for the server's documents. One place for Map View's legend and the crew's work
 * order. Called while rendering, by a component that re-renders with the language.
 */
export function edgeTypeLabel(type: EdgeType): string {
  const labels: Record<EdgeType, string> = {
    eave: i18n._('Eave'),
    rake: i18n._('Rake'),
    ridge: i18n._('Ridge'),
    hip: i18n._('Hip'),
    valley: i18n._('Valley'),
    wall: i18n._('Wall'),
  };
  return labels[type];
}
