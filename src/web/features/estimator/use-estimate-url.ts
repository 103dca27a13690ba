import { useContext, useEffect } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import { SAMPLE_PITCH_PARAM } from '../../../domain/takeoff/pitch';
import { encodeForm } from './estimate-url';
import type { EstimatorState } from './estimator-state';

// The whole form lives in the URL, so a copied link reproduces it. The estimator's own URL
// updates carry the key of the form that made them in the history state: a link to the
// estimator (the header, a project's "New estimate") has none and starts a fresh form, while
// the form's own updates (typing) keep it mounted.

interface OwnUpdate {
  estimatorFormKey: string;
}

const isOwnUpdate = (state: unknown): state is OwnUpdate =>
  typeof state === 'object' &&
  state !== null &&
  'estimatorFormKey' in state &&
  typeof state.estimatorFormKey === 'string';

/** The key the estimator's form is mounted with: new for each navigation from outside. */
export function useEstimatorFormKey(): string {
  const location = useLocation();
  return isOwnUpdate(location.state) ? location.state.estimatorFormKey : location.key;
}

/** The URL a form's state belongs at; null while it is untouched and unsaved (a clean address). */
export function estimateSearch(
  state: Pick<EstimatorState, 'form' | 'touched' | 'saved' | 'projectId' | 'pitchNotMeasured'>,
): string | null {
  if (!state.touched && !state.saved) return null;
  const next = new URLSearchParams();
  if (state.projectId) next.set('projectId', state.projectId);
  if (state.saved) next.set('estimateId', state.saved.id);
  if (state.touched) next.set('e', encodeForm(state.form));
  // A reload keeps saying the pitch is a sample until one is typed.
  if (state.pitchNotMeasured) next.set(SAMPLE_PITCH_PARAM, '1');
  return `?${next}`;
}

/**
 * Keeps the URL on the form: replaced, not pushed, 250 ms after the last change. Not while the
 * user is leaving for another screen (its code or data still loading): writing the URL then
 * would cancel that navigation and keep them here. The router's own state says so the moment a
 * link is followed; the screen hears of it only on its next render, which the router schedules
 * as a transition, so a write already waiting asks the router itself before it goes.
 */
export function useEstimateUrl(state: EstimatorState, formKey: string) {
  const navigate = useNavigate();
  const router = useContext(DataRouterContext)?.router;
  const leaving = useNavigation().state !== 'idle';
  const search = estimateSearch(state);
  useEffect(() => {
    if (leaving || search === null || search === window.location.search) return;
    const timer = setTimeout(() => {
      if (router && router.state.navigation.state !== 'idle') return;
      const own: OwnUpdate = { estimatorFormKey: formKey };
      void navigate({ search }, { replace: true, state: own });
    }, 250);
    return () => clearTimeout(timer);
  }, [search, formKey, navigate, leaving, router]);
}
