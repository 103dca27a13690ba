import type { Photo, PhotoTag } from '../../../domain/photo/photo';
import { ApiError } from '../../lib/api-client';
import type { PreparedPhoto } from './resize';
import { prepareForUpload } from './resize';
import { uploadPhoto } from './upload';
import { i18n } from './i18n';

// The photos picked on a project's page, each resized and uploaded on its own, two at a time.
// The queue lives outside React: leaving the page does not drop a photo still on its way, and
// coming back shows the list as it stands. A photo that fails stays in the list, with the
// reason, until it is retried or removed; nothing picked disappears unseen.

export type UploadStatus = 'waiting' | 'resizing' | 'uploading' | 'processing' | 'added' | 'failed';

export interface UploadItem {
  readonly key: string;
  readonly projectId: string;
  /** The picked file's name, as the user knows it. */
  readonly name: string;
  readonly tag: PhotoTag;
  /** An object URL of a small copy, once the photo has been read (see resize.ts). */
  readonly previewUrl: string | null;
  readonly status: UploadStatus;
  /** Of the upload, 0 to 100. */
  readonly percent: number;
  readonly error: string | null;
}

/** Two at a time: a phone decodes one photo while the other is on the wire, and no more. */
const MAX_ACTIVE = 2;
const PENDING: ReadonlySet<UploadStatus> = new Set([
  'waiting',
  'resizing',
  'uploading',
  'processing',
]);

export const isPending = (item: UploadItem) => PENDING.has(item.status);

function messageOf(e: unknown): string {
  if (e instanceof ApiError) return e.fieldErrors().file ?? e.message;
  return e instanceof Error ? e.message : i18n._('Something went wrong.');
}

const EMPTY: readonly UploadItem[] = [];

class UploadQueue {
  private items: UploadItem[] = [];
  private readonly files = new Map<string, File>();
  private readonly prepared = new Map<string, PreparedPhoto>();
  private readonly listeners = new Set<() => void>();
  private snapshots = new Map<string, readonly UploadItem[]>();
  private active = 0;
  private made = 0;
  /** Told of each photo the server stored, and of a refusal for want of a session (401). */
  onStored: (projectId: string, photo: Photo | null) => void = () => {};

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The project's list; the same array until something in it changes. */
  snapshot(projectId: string): readonly UploadItem[] {
    let list = this.snapshots.get(projectId);
    if (!list) {
      const mine = this.items.filter((i) => i.projectId === projectId);
      list = mine.length ? mine : EMPTY;
      this.snapshots.set(projectId, list);
    }
    return list;
  }

  add(projectId: string, files: readonly File[], tag: PhotoTag): void {
    for (const file of files) {
      this.made += 1;
      const key = `upload-${this.made}`;
      this.files.set(key, file);
      this.items.push({
        key,
        projectId,
        name: file.name || i18n._('Photo'),
        tag,
        previewUrl: null,
        status: 'waiting',
        percent: 0,
        error: null,
      });
    }
    this.changed();
    this.pump();
  }

  retry(key: string): void {
    if (this.items.find((i) => i.key === key)?.status !== 'failed') return;
    this.update(key, { status: 'waiting', percent: 0, error: null });
    this.pump();
  }

  /** Takes a photo that is not on its way out of the list (waiting, failed or added). */
  remove(key: string): void {
    const item = this.items.find((i) => i.key === key);
    if (!item || (isPending(item) && item.status !== 'waiting')) return;
    this.forget(item);
    this.items = this.items.filter((i) => i !== item);
    this.changed();
  }

  clearAdded(projectId: string): void {
    const added = this.items.filter((i) => i.projectId === projectId && i.status === 'added');
    for (const item of added) this.forget(item);
    this.items = this.items.filter((i) => !added.includes(i));
    this.changed();
  }

  private forget(item: UploadItem) {
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    this.files.delete(item.key);
    this.prepared.delete(item.key);
  }

  private update(key: string, patch: Partial<UploadItem>) {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...patch } : i));
    this.changed();
  }

  private changed() {
    this.snapshots = new Map();
    warnBeforeLeaving(this.items.some(isPending));
    for (const listener of this.listeners) listener();
  }

  private pump() {
    while (this.active < MAX_ACTIVE) {
      const next = this.items.find((i) => i.status === 'waiting');
      if (!next) return;
      this.active += 1;
      this.update(next.key, { status: 'resizing' });
      void this.run(next).finally(() => {
        this.active -= 1;
        this.pump();
      });
    }
  }

  private async run(item: UploadItem) {
    const file = this.files.get(item.key);
    if (!file) return;
    try {
      let prepared = this.prepared.get(item.key);
      if (!prepared) {
        prepared = await prepareForUpload(file);
        this.prepared.set(item.key, prepared);
        if (prepared.preview) {
          this.update(item.key, { previewUrl: URL.createObjectURL(prepared.preview) });
        }
      }
      this.update(item.key, { status: 'uploading', percent: 0 });
      const photo = await uploadPhoto({
        projectId: item.projectId,
        body: prepared.body,
        name: prepared.name,
        tag: item.tag,
        onProgress: (sent, total) => {
          const percent = Math.min(100, Math.floor((sent / total) * 100));
          const status = sent >= total ? 'processing' : 'uploading';
          const now = this.items.find((i) => i.key === item.key);
          if (now && (now.percent !== percent || now.status !== status)) {
            this.update(item.key, { percent, status });
          }
        },
      });
      // The file and its resized copy are no longer needed; the preview stays on the row.
      this.files.delete(item.key);
      this.prepared.delete(item.key);
      this.update(item.key, { status: 'added', percent: 100 });
      this.onStored(item.projectId, photo);
    } catch (e) {
      this.update(item.key, { status: 'failed', error: messageOf(e) });
      if (e instanceof ApiError && e.status === 401) this.onStored(item.projectId, null);
    }
  }
}

const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
let warning = false;

/** While photos are on their way, closing the tab asks first (the browser's own question). */
function warnBeforeLeaving(on: boolean) {
  if (on === warning) return;
  warning = on;
  if (on) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

/** The one queue of the app. */
export const uploadQueue = new UploadQueue();
