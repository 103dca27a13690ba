import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '../../i18n';
import { buttonStyles } from './button-styles';
import { controlStyles } from './field';

/**
 * A link to pass on, read-only, with "Copy link". Where the clipboard is not allowed (no HTTPS,
 * an old browser) the link is selected instead, for the keyboard's copy. It takes the focus when
 * it appears, selected, so the keyboard can copy it at once.
 */
export function CopyLinkField({ label, url }: { label: string; url: string }) {
  const { i18n } = useLingui();
  const inputId = useId();
  const statusId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={url}
          aria-describedby={statusId}
          onFocus={(e) => e.currentTarget.select()}
          className={controlStyles(false, 'w-full min-w-0 font-mono text-sm')}
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0`}
          onClick={() => void copyLink()}
        >
          {i18n._('Copy link')}
        </button>
      </div>
      <p
        id={statusId}
        role="status"
        className={`mt-1 min-h-5 text-sm font-medium ${copy === 'failed' ? 'text-slate-800' : 'text-green-800'}`}
      >
        {copy === 'copied'
          ? i18n._('Copied to the clipboard.')
          : copy === 'failed'
            ? i18n._(
                'Could not copy here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
              )
            : ''}
      </p>
    </div>
  );
}
