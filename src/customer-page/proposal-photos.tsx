import type { ProposalPhoto } from '../domain/proposal/proposal';
import { proposalPhotoUrl } from './api';
import { i18n } from './i18n';
import { photoTagLabel } from '../web/lib/domain-labels';

/**
 * The job photos the company chose to show, with their captions: each the copy made when the
 * proposal was sent. Loaded only as they scroll into view (a phone on a slow connection), each
 * in a box of its own proportions so nothing jumps as they arrive.
 */
export function ProposalPhotos({ token, photos }: { token: string; photos: ProposalPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-heading" className="mt-10">
      <h2 id="photos-heading" className="text-xl font-semibold text-slate-900">
        {i18n._('Photos')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {photos.map((photo, n) => {
          const tag = photoTagLabel(photo.tag);
          const caption = photo.caption.trim();
          return (
            <li key={n}>
              <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <img
                  src={proposalPhotoUrl(token, n)}
                  // The caption is the figure's own text: the name says which photo it is.
                  alt={i18n._('{tag} photo {number}', { tag, number: n + 1 })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                  className="block h-auto max-h-[28rem] w-full bg-slate-100 object-contain"
                />
                <figcaption className="px-4 py-3 text-sm">
                  {caption && <span className="block text-slate-900">{caption}</span>}
                  <span className="block text-slate-600">{tag}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
