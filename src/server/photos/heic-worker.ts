import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

// Decodes one HEIC photo to RGBA pixels in a worker thread: the decoder is WebAssembly that runs
// synchronously, and a 12-megapixel photo would otherwise hold the event loop for a second or
// more. One worker a photo, ended after it, so the decoder's memory is given back each time.

export interface HeicRequest {
  file: Uint8Array;
  maxPixels: number;
}

export type HeicResponse =
  { width: number; height: number; pixels: Uint8Array } | { error: string; tooLarge?: boolean };

async function run({ file, maxPixels }: HeicRequest): Promise<HeicResponse> {
  const images = await decode.all({ buffer: file });
  try {
    const primary = images[0];
    if (!primary) return { error: 'The HEIC file holds no image' };
    if (primary.width * primary.height > maxPixels) {
      return { error: 'The photo has too many pixels', tooLarge: true };
    }
    const { width, height, data } = await primary.decode();
    return { width, height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    images.dispose();
  }
}

run(workerData as HeicRequest).then(
  (answer) => {
    const transfer = 'pixels' in answer ? [answer.pixels.buffer as ArrayBuffer] : [];
    parentPort?.postMessage(answer, transfer);
  },
  (e: unknown) => parentPort?.postMessage({ error: e instanceof Error ? e.message : String(e) }),
);
