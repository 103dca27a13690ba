import { useState } from 'react';
import type { Photo } from '../../../domain/photo/photo';
import { useLingui } from './i18n';
import { photoTagLabel } from '../../lib/domain-labels';
import { useSwipe } from './use-swipe';

const arrow =
  'absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/80 text-white ring-1 ring-white/40 hover:bg-slate-900 aria-disabled:opacity-40 aria-disabled:cursor-default';

function Chevron({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * The photo itself, as large as the screen allows, with Previous and Next beside it and swipes
 * on it. At either end its button stays focusable but does nothing (aria-disabled): a disabled
 * button would drop the keyboard's focus out of the viewer.
 */
export function ViewerImage({
  photo,
  hasPrevious,
  hasNext,
  onStep,
}: {
  photo: Photo;
  hasPrevious: boolean;
  hasNext: boolean;
  onStep: (step: -1 | 1) => void;
}) {
  const { i18n } = useLingui();
  const [state, setState] = useState<{ id: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.id === photo.id ? state.status : 'loading';
  const swipe = useSwipe((step) => {
    if (step < 0 ? hasPrevious : hasNext) onStep(step);
  });
  return (
    <div
      className="relative h-[58vh] select-none lg:h-auto lg:flex-1"
      style={{ touchAction: 'pan-y pinch-zoom' }}
      {...swipe}
    >
      {status !== 'loaded' && (
        <p
          role={status === 'failed' ? 'alert' : 'status'}
          className="absolute inset-0 flex items-center justify-center text-slate-200"
        >
          {status === 'failed' ? i18n._('Could not load this photo.') : i18n._('Loading photo…')}
        </p>
      )}
      <img
        key={photo.id}
        src={photo.imageUrl}
        alt={photo.caption.trim() || i18n._('{tag} photo', { tag: photoTagLabel(photo.tag) })}
        width={photo.width}
        height={photo.height}
        draggable={false}
        decoding="async"
        onLoad={() => setState({ id: photo.id, status: 'loaded' })}
        onError={() => setState({ id: photo.id, status: 'failed' })}
        className="absolute inset-0 h-full w-full object-contain"
      />
      <button
        type="button"
        aria-label={i18n._('Previous photo')}
        aria-disabled={!hasPrevious}
        onClick={() => hasPrevious && onStep(-1)}
        className={`${arrow} left-2`}
      >
        <Chevron d="M15 6l-6 6 6 6" />
      </button>
      <button
        type="button"
        aria-label={i18n._('Next photo')}
        aria-disabled={!hasNext}
        onClick={() => hasNext && onStep(1)}
        className={`${arrow} right-2`}
      >
        <Chevron d="M9 6l6 6-6 6" />
      </button>
    </div>
  );
}
