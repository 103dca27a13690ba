import type { ChangeEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { MAX_LOGO_BYTES } from '../../../domain/proposal/proposal';
import type { Settings } from '../../../domain/settings/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { logoFileProblem } from './logo-file';
import { useRemoveLogo, useUploadLogo } from './mutations';
import { apiPath } from '../../../domain/api/api-paths';
import { useLingui } from './i18n';

/** The logo as stored; `revision` changes the address so a new upload is fetched, not cached. */
export function LogoPreview({ revision }: { revision: number }) {
  const { i18n } = useLingui();
  return (
    <div className="inline-flex rounded-md border border-slate-200 bg-white p-3">
      <img
        src={apiPath('settingsLogo', {}, `v=${revision}`)}
        alt={i18n._('Company logo')}
        className="max-h-20 w-auto max-w-[15rem] object-contain"
      />
    </div>
  );
}

/** Choosing a file uploads it at once; the preview shows what proposals will print. */
export function LogoField({ settings }: { settings: Settings }) {
  const { i18n } = useLingui();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [revision, setRevision] = useState(settings.version);
  const busy = upload.isPending || remove.isPending;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setSaved(null);
    if (!file) return;
    const problem = await logoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (s) => {
        setRevision(s.version);
        setSaved(i18n._('Logo saved.'));
        if (input.current) input.current.value = '';
      },
      onError: (err) => setError(err.fieldErrors().logo ?? err.message),
    });
  };

  const removeLogo = () => {
    setSaved(null);
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: () => setSaved(i18n._('Logo removed.')),
      onError: (err) => setError(err.message),
    });
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      {/* The browser's own file input would say "No file chosen" beside a logo that is saved:
          it stays for the keyboard and screen readers, and a button-like label shows instead. */}
      <p className="text-sm font-medium text-slate-800">{i18n._('Logo')}</p>
      <div className="flex flex-wrap items-center gap-3">
        {settings.hasLogo ? (
          <LogoPreview revision={revision} />
        ) : (
          <p className="text-sm text-slate-600">
            {i18n._('No logo yet: proposals show the company name alone.')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => void choose(e)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50`}
        >
          {upload.isPending
            ? i18n._('Uploading…')
            : settings.hasLogo
              ? i18n._('Change logo')
              : i18n._('Choose logo')}
        </label>
        {settings.hasLogo && (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={removeLogo}
          >
            {remove.isPending ? i18n._('Removing…') : i18n._('Remove logo')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={hintId} className="text-sm text-slate-600">
        {i18n._(
          'PNG or JPEG, at most {kb} KB. Printed at the top of every proposal and shown on the customer’s page.',
          { kb: MAX_LOGO_BYTES / 1000 },
        )}
      </p>
      <p role="status" aria-live="polite" className="text-sm">
        {upload.isPending ? (
          <span className="text-slate-700">{i18n._('Uploading…')}</span>
        ) : saved ? (
          <span className="font-medium text-green-800">✓ {saved}</span>
        ) : null}
      </p>
    </div>
  );
}
