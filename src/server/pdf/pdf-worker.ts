// The entry of a PDF render worker thread (see render-pool.ts): renders one proposal per
// message, so a long render never holds up the API's event loop.
import { parentPort } from 'node:worker_threads';
import type { ProposalData } from './proposal-data';
import { renderProposalPdf } from './proposal-pdf';

export interface RenderRequest {
  id: number;
  data: ProposalData;
}

export type RenderResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker runs only as a worker thread');

port.on('message', (message: RenderRequest) => {
  renderProposalPdf(message.data).then(
    (pdf) => port.postMessage({ id: message.id, pdf } satisfies RenderResponse),
    (e: unknown) =>
      port.postMessage({
        id: message.id,
        error: e instanceof Error ? e.message : String(e),
      } satisfies RenderResponse),
  );
});
