// The entry of a PDF render worker thread (see render-pool.ts): renders one document per
// message, so a long render never holds up the API's event loop.
import { parentPort } from 'node:worker_threads';
import type { PdfJob } from './pdf-documents';
import { renderPdf } from './pdf-documents';

export interface RenderRequest {
  id: number;
  job: PdfJob;
}

export type RenderResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker runs only as a worker thread');

port.on('message', (message: RenderRequest) => {
  renderPdf(message.job).then(
    (pdf) => port.postMessage({ id: message.id, pdf } satisfies RenderResponse),
    (e: unknown) =>
      port.postMessage({
        id: message.id,
        error: e instanceof Error ? e.message : String(e),
      } satisfies RenderResponse),
  );
});
