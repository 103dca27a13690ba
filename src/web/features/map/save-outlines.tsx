import { useState } from 'react';
import type { RoofOutline, RoofOutlines } from '../../../domain/geo';
import type { Project } from '../../../domain/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { savedNotice } from '../../lib/outbox/saved-notice';
import { ConflictError } from '../../lib/api-client';
import { useSaveOutlines } from './api';
import type { EditableOutline } from './editable-outline';
import { outlineHasErrors, savedText, toEditable, toSaved } from './editable-outline';

const storedText = (outlines: RoofOutline[]) => savedText(outlines.map(toEditable));

/**
 * Save outlines to the project, with the version they were read at. When someone else saved in
 * between, the user chooses: load their outlines, or replace them with these.
 */
export function SaveOutlines({
  project,
  outlines,
  savedOutlines,
  onLoad,
  disabled,
}: {
  project: Project;
  outlines: EditableOutline[];
  savedOutlines: RoofOutlines | undefined;
  onLoad(next: EditableOutline[]): void;
  disabled: boolean;
}) {
  const save = useSaveOutlines(project);
  const conflict = save.conflict;
  const [version, setVersion] = useState(savedOutlines?.version ?? 0);
  const [stored, setStored] = useState(() => storedText(savedOutlines?.outlines ?? []));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const dirty = savedText(outlines) !== stored;

  function doSave(atVersion: number) {
    setMessage(null);
    if (outlines.some(outlineHasErrors)) {
      setMessage({ tone: 'error', text: 'Fix the outline name and pitch shown above first.' });
      return;
    }
    save.mutate(
      { outlines: outlines.map(toSaved), version: atVersion },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setStored(storedText(saved.outlines));
          setMessage({ tone: 'ok', text: savedNotice(`Saved to ${project.name}.`, project.id) });
        },
        onError: (e) => {
          // A conflict shows its own choices below.
          if (e instanceof ConflictError) return;
          setMessage({ tone: 'error', text: `Could not save the outlines: ${e.message}` });
        },
      },
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => doSave(version)}
        disabled={disabled || save.isPending}
        className={buttonStyles.secondary}
      >
        {save.isPending ? 'Saving…' : `Save outlines to ${project.name}`}
      </button>
      <div aria-live="polite" className="w-full text-sm">
        {dirty && !message && !conflict && <p className="text-slate-700">Unsaved changes.</p>}
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={message.tone === 'error' ? 'font-medium text-red-700' : 'text-green-800'}
          >
            {message.text}
          </p>
        )}
        {conflict && (
          <Callout tone="warning" role="alert">
            <p>
              Someone else saved {conflict.outlines.length} outline
              {conflict.outlines.length === 1 ? '' : 's'} for this project since you opened it.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => {
                  onLoad(conflict.outlines.map(toEditable));
                  setVersion(conflict.version);
                  setStored(storedText(conflict.outlines));
                  save.reset();
                }}
              >
                Load theirs
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => doSave(conflict.version)}
              >
                Replace with mine
              </button>
            </div>
          </Callout>
        )}
      </div>
    </>
  );
}
