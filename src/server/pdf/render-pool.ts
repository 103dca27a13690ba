import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../worker-entry';
import type { PdfJob } from './pdf-documents';
import type { RenderRequest, RenderResponse } from './pdf-worker';

/** Every worker is rendering and the queue is full: answered as 503 with Retry-After. */
export class PdfBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many PDFs are being made right now. Please try again in a few seconds.');
  }
}

export interface PdfRenderPoolOptions {
  /** Worker threads rendering at once; by default one core is left to the API. */
  workers?: number;
  /** Renders waiting for a worker; one more answers PdfBusyError instead of waiting minutes. */
  maxQueue?: number;
}

interface Job {
  id: number;
  doc: PdfJob;
  resolve(pdf: Buffer): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  startedAt: number;
}

// Bundled as dist/server/pdf-worker.js; from source, the TypeScript file beside this one.
const startEntry = () => startWorker('pdf-worker', new URL('./pdf-worker.ts', import.meta.url));

const isResponse = (m: unknown): m is RenderResponse =>
  typeof m === 'object' &&
  m !== null &&
  'id' in m &&
  typeof m.id === 'number' &&
  (('pdf' in m && m.pdf instanceof Uint8Array) || ('error' in m && typeof m.error === 'string'));

// A maximal proposal (200 lines, 22 pages) takes about half a second; the first guess until
// renders have been timed.
const FIRST_RENDER_MS_GUESS = 500;

/**
 * Renders PDFs in a small pool of worker threads with a bounded queue: PDFKit's layout
 * is synchronous CPU work, and fifty large renders on the main thread would stall every other
 * request for half a minute. Workers start on the first render and are replaced if one dies.
 */
export function createPdfRenderPool(options: PdfRenderPoolOptions = {}) {
  const size = Math.max(1, options.workers ?? Math.min(2, os.availableParallelism() - 1));
  const maxQueue = Math.max(0, options.maxQueue ?? 8 * size);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let averageMs = FIRST_RENDER_MS_GUESS;

  function startSlot(): Slot {
    const worker = startEntry();
    const slot: Slot = { worker, job: undefined, startedAt: 0 };
    worker.on('message', (m: unknown) => {
      const job = slot.job;
      if (!isResponse(m) || !job || m.id !== job.id) return;
      slot.job = undefined;
      averageMs = 0.8 * averageMs + 0.2 * (Date.now() - slot.startedAt);
      if ('pdf' in m) job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else job.reject(new Error(`PDF rendering failed: ${m.error}`));
      if (!next(slot)) worker.unref();
    });
    const died = (e: Error) => {
      const i = slots.indexOf(slot);
      if (i < 0) return;
      slots.splice(i, 1);
      slot.job?.reject(e);
      slot.job = undefined;
      if (!closed && queue.length > 0) next(startSlot());
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`PDF worker exited with code ${code}`)));
    slots.push(slot);
    return slot;
  }

  /** Gives the slot the next waiting job, if any. An idle worker never keeps the process alive. */
  function next(slot: Slot): boolean {
    const job = queue.shift();
    if (!job) return false;
    slot.worker.ref();
    slot.job = job;
    slot.startedAt = Date.now();
    slot.worker.postMessage({ id: job.id, job: job.doc } satisfies RenderRequest);
    return true;
  }

  return {
    /** Renders any of the app's PDFs (proposal, material order, roof report). */
    render(job: PdfJob): Promise<Buffer> {
      if (closed) return Promise.reject(new Error('The PDF render pool is closed'));
      if (queue.length >= maxQueue && slots.every((s) => s.job)) {
        // Rough wait: the renders ahead of a retry, shared between the workers.
        const aheadMs = ((queue.length + slots.length) * averageMs) / size;
        return Promise.reject(new PdfBusyError(Math.max(1, Math.ceil(aheadMs / 1000))));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, doc: job, resolve, reject });
        const idle = slots.find((s) => !s.job) ?? (slots.length < size ? startSlot() : undefined);
        if (idle) next(idle);
      });
    },

    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The PDF render pool is closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

export type PdfRenderPool = ReturnType<typeof createPdfRenderPool>;
