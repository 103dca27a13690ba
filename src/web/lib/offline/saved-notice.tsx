import { useEffect, useRef } from 'react';
import { useLingui } from '../../i18n';
import { useOutboxState, waitingToSync } from './outbox-state';

/** What a save says, and whether it was kept on this device (no network) rather than sent. */
export interface SavedMessage {
  text: string;
  /** The record the save changed: its kept writes tell when the change reached the server. */
  recordId: string;
  kept: boolean;
}

// In English, marked for the shell's catalogue: shown through `i18n._(KEPT_TEXT)`.
export const KEPT_TEXT =
  /*i18n*/ 'No connection: saved on this device, and sent when you are back online.';
export const SYNCED_TEXT = /*i18n*/ 'Synced.';
/** How long "Synced." stays before the message goes: long enough to be read in passing. */
export const SYNCED_SHOWN_MS = 5000;

/** A save's message; `kept` when the save is waiting on this device for a network. */
export function savedNotice(text: string, recordId: string): SavedMessage {
  return { text, recordId, kept: waitingToSync(recordId) };
}

/**
 * The save's message, kept up to date: while the change waits on this device it says so; once
 * the outbox has sent it, "Synced." for a few seconds, then `onDone` (the message goes). A
 * change the server refused or met with a conflict loses the offline words: its own panel says
 * what happened.
 */
export function SavedNoticeText({ saved, onDone }: { saved: SavedMessage; onDone?: () => void }) {
  const { i18n } = useLingui();
  const { writes } = useOutboxState();
  const left = writes.filter((w) => w.recordId === saved.recordId);
  const synced = saved.kept && left.length === 0;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!synced) return;
    const t = setTimeout(() => done.current?.(), SYNCED_SHOWN_MS);
    return () => clearTimeout(t);
  }, [synced]);

  if (!saved.kept) return <>{saved.text}</>;
  if (synced) return <>{`${saved.text} ${i18n._(SYNCED_TEXT)}`}</>;
  if (left.some((w) => w.state === 'waiting')) return <>{`${saved.text} ${i18n._(KEPT_TEXT)}`}</>;
  return <>{saved.text}</>;
}
