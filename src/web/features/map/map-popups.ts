import L from 'leaflet';
import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import { edgeTypeLabel } from '../../lib/edge-type-label';
import { i18n } from './i18n';
import { edgeShortText, feetText } from './map-texts';

// What the map shows in plain DOM, inside Leaflet's tooltips and popups: a line's label and
// the chooser a tap on a line or corner opens.

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A line's label: its type's short name (spelt out for screen readers) and its length. */
export function lineLabel(type: EdgeType, ft: number): HTMLElement {
  const label = el('span', '');
  const short = el('span', '', edgeShortText(type));
  short.setAttribute('aria-hidden', 'true');
  label.append(short, el('span', 'sr-only', edgeTypeLabel(type)), ` ${feetText(ft)}`);
  return label;
}

export interface ChooserAction {
  label: string;
  onClick(): void;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * The small chooser a tap on a line or corner opens: the types to pick from (the current one
 * pressed) and what else can be done there. Plain DOM: it lives inside Leaflet's popup.
 */
export function chooser<T extends EdgeType>(
  title: string,
  typesLabel: string,
  types: readonly T[] | null,
  current: T | null,
  onType: (t: T) => void,
  actions: ChooserAction[],
  note?: string,
): HTMLElement {
  const body = el('div', 'ridgeline-chooser-body');
  body.append(el('p', 'ridgeline-chooser-title', title));
  if (types) {
    const group = el('div', 'ridgeline-chooser-types');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', typesLabel);
    for (const t of types) {
      const b = el('button', `ridgeline-type ridgeline-type-${t}`);
      b.type = 'button';
      b.setAttribute('aria-pressed', String(t === current));
      const short = el('span', 'ridgeline-type-short', edgeShortText(t));
      short.setAttribute('aria-hidden', 'true');
      b.append(short, edgeTypeLabel(t));
      b.addEventListener('click', () => onType(t));
      group.append(b);
    }
    body.append(group);
  }
  for (const a of actions) {
    const b = el(
      'button',
      a.danger ? 'ridgeline-chooser-action ridgeline-chooser-danger' : 'ridgeline-chooser-action',
      a.label,
    );
    b.type = 'button';
    b.disabled = Boolean(a.disabled);
    b.addEventListener('click', a.onClick);
    body.append(b);
  }
  if (note) body.append(el('p', 'ridgeline-chooser-note', note));
  return body;
}

/** Opens a chooser on the map where it was tapped. */
export function openChooser(m: L.Map, at: L.LatLng, content: HTMLElement): void {
  L.popup({
    className: 'ridgeline-chooser',
    minWidth: 232,
    maxWidth: 280,
    autoPanPadding: [12, 12],
  })
    .setLatLng(at)
    .setContent(content)
    .openOn(m)
    // Leaflet names its close button in English.
    .getElement()
    ?.querySelector('.leaflet-popup-close-button')
    ?.setAttribute('aria-label', i18n._('Close popup'));
}

/** A chooser's button: closes the chooser, then acts (the shapes redraw under it). */
export const closeThen = (m: L.Map, f: () => void) => () => {
  m.closePopup();
  f();
};
