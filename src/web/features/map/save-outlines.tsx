import { counted } from '../../lib/i18n/counted';
import { useState } from 'react';
import { formatLatLng } from '../../../domain/format/format';
import type { LatLng, RoofOutline, RoofOutlines } from '../../../domain/geo/geo';
import type { Project } from '../../../domain/project/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import type { SavedMessage } from '../../lib/offline/saved-notice';
import { SavedNoticeText, savedNotice } from '../../lib/offline/saved-notice';
import { ConflictError } from '../../lib/api-client';
import { waitingToSync } from '../../lib/offline/outbox-state';
import { useSaveOutlines } from './api';
import { useLingui } from './i18n';
import type { EditableOutline } from './editable-outline';
import { outlineHasErrors, savedText, toEditable, toSaved } from './editable-outline';

const storedText = (outlines: RoofOutline[]) => savedText(outlines.map(toEditable));

/**
 * Save outlines to the project, with the version they were read at. When someone else saved in
 * between, the user chooses: load their outlines, or replace them with these. A project with no
 * coordinates gets the outlines' centre from the server, and `onLocated` moves the map's place
 * there.
 */
export function SaveOutlines({
  project,
  outlines,
  savedOutlines,
  onLoad,
  onLocated,
  disabled,
}: {
  project: Project;
  outlines: EditableOutline[];
  savedOutlines: RoofOutlines | undefined;
  onLoad(next: EditableOutline[]): void;
  onLocated(at: LatLng): void;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const save = useSaveOutlines(project);
  const conflict = save.conflict;
  const [version, setVersion] = useState(savedOutlines?.version ?? 0);
  const [stored, setStored] = useState(() => storedText(savedOutlines?.outlines ?? []));
  const [message, setMessage] = useState<
    { tone: 'ok'; saved: SavedMessage } | { tone: 'error'; text: string } | null
  >(null);
  const dirty = savedText(outlines) !== stored;
  const unplaced = project.latitude === null || project.longitude === null;

  function doSave(atVersion: number) {
    setMessage(null);
    if (outlines.some(outlineHasErrors)) {
      setMessage({
        tone: 'error',
        text: i18n._('Fix the outline name and pitch shown above first.'),
      });
      return;
    }
    save.mutate(
      { outlines: outlines.map(toSaved), version: atVersion },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setStored(storedText(saved.outlines));
          let text = i18n._('Saved to {name}.', { name: project.name });
          if ('projectLocated' in saved && saved.projectLocated) {
            const at = saved.projectLocated;
            text += ` ${i18n._('{name} had no coordinates: its location is now the outline’s centre, {point}.', { name: project.name, point: formatLatLng(at.lat, at.lng) })}`;
            onLocated(at);
          } else if (unplaced && outlines.length > 0 && waitingToSync(project.id)) {
            text += ` ${i18n._('{name} has no coordinates: once this is sent, its location becomes the outline’s centre.', { name: project.name })}`;
          }
          setMessage({ tone: 'ok', saved: savedNotice(text, project.id) });
        },
        onError: (e) => {
          // A conflict shows its own choices below.
          if (e instanceof ConflictError) return;
          setMessage({
            tone: 'error',
            text: i18n._('Could not save the outlines: {message}', { message: e.message }),
          });
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
        {save.isPending
          ? i18n._('Saving…')
          : i18n._('Save outlines to {name}', { name: project.name })}
      </button>
      <div aria-live="polite" className="w-full text-sm">
        {dirty && !message && !conflict && (
          <p className="text-slate-700">{i18n._('Unsaved changes.')}</p>
        )}
        {message?.tone === 'error' && (
          <p role="alert" className="font-medium text-red-700">
            {message.text}
          </p>
        )}
        {message?.tone === 'ok' && (
          <p role="status" className="text-green-800">
            <SavedNoticeText saved={message.saved} onDone={() => setMessage(null)} />
          </p>
        )}
        {conflict && (
          <Callout tone="warning" role="alert">
            <p>
              {i18n._(
                '{count, select, one {Someone else saved {n} outline for this project since you opened it.} other {Someone else saved {n} outlines for this project since you opened it.}}',
                counted(conflict.outlines.length),
              )}
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
                {i18n._('Load theirs')}
              </button>
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => doSave(conflict.version)}
              >
                {i18n._('Replace with mine')}
              </button>
            </div>
          </Callout>
        )}
      </div>
    </>
  );
}
