import type { ChangeEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { MAX_LOGO_BYTES } from '../../../domain/proposal';
import type { Settings } from '../../../domain/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { logoFileProblem } from './logo-file';
import { useRemoveLogo, useUploadLogo } from './mutations';

/** The logo as stored; `revision` changes the address so a new upload is fetched, not cached. */
export function LogoPreview({ revision }: { revision: number }) {
  return (
    <div className="inline-flex rounded-md border border-slate-200 bg-white p-3">
      <img
        src={`/api/settings/logo?v=${revision}`}
        alt="Company logo"
        className="max-h-20 w-auto max-w-[15rem] object-contain"
      />
    </div>
  );
}

/** Choosing a file uploads it at once; the preview shows what proposals will print. */
export function LogoField({ settings }: { settings: Settings }) {
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
        setSaved('Logo saved.');
        if (input.current) input.current.value = '';
      },
      onError: (err) => setError(err.fieldErrors().logo ?? err.message),
    });
  };

  const removeLogo = () => {
    setSaved(null);
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: () => setSaved('Logo removed.'),
      onError: (err) => setError(err.message),
    });
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Logo
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => void choose(e)}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          PNG or JPEG, at most {MAX_LOGO_BYTES / 1000} KB. Printed at the top of every proposal and
          shown on the customer’s page.
        </p>
      </div>
      {settings.hasLogo ? (
        <div className="flex flex-wrap items-center gap-3">
          <LogoPreview revision={revision} />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={removeLogo}
          >
            {remove.isPending ? 'Removing…' : 'Remove logo'}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          No logo yet: proposals show the company name alone.
        </p>
      )}
      <p role="status" aria-live="polite" className="text-sm">
        {upload.isPending ? (
          <span className="text-slate-700">Uploading…</span>
        ) : saved ? (
          <span className="font-medium text-green-800">✓ {saved}</span>
        ) : null}
      </p>
    </div>
  );
}
