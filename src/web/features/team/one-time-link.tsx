import { useEffect, useId, useRef, useState } from 'react';
import { formatLocalDate } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { controlStyles } from '../../components/ui/field';
import type { OneTimeLink } from './api';

/**
 * A link shown once: Ridgeline sends no mail, so the owner copies it and passes it on. The link
 * is also plain selectable text, for when the clipboard is not allowed (no HTTPS, an old browser).
 * It takes the focus when it appears, selected, so the keyboard can copy it at once.
 */
export function OneTimeLinkBox({
  title,
  label,
  link,
}: {
  title: string;
  /** The link field's label, e.g. "Invitation link for Ana Lopez". */
  label: string;
  link: OneTimeLink;
}) {
  const inputId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Callout tone="success" className="space-y-2">
      <p className="font-semibold">{title}</p>
      <p>
        Send this link yourself. It works once and expires on {formatLocalDate(link.expiresAt)}.
      </p>
      <label htmlFor={inputId} className="block font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className={controlStyles(false, 'w-full font-mono text-sm')}
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0`}
          onClick={() => void copyLink()}
        >
          Copy link
        </button>
      </div>
      <p role="status" aria-live="polite" className="font-medium">
        {copy === 'copied'
          ? 'Link copied.'
          : copy === 'failed'
            ? 'Could not copy here: select the link above and copy it.'
            : ''}
      </p>
    </Callout>
  );
}
