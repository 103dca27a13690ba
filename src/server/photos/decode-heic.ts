import { startWorker } from '../worker-entry';
import type { HeicRequest, HeicResponse } from './heic-worker';

/** A HEIC decode that takes longer than this is given up (the worker is ended). */
const HEIC_DECODE_TIMEOUT_MS = 60_000;

export class HeicDecodeError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/**
 * HEIC photos (iPhones' own format) to RGBA pixels, with the orientation the file asks for
 * already applied. sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF), not the HEVC
 * of a phone's HEIC, so heic-decode (libheif compiled to WebAssembly) does it, in a worker.
 */
export function decodeHeic(
  file: Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number; pixels: Buffer }> {
  const request: HeicRequest = { file: new Uint8Array(file), maxPixels };
  return new Promise((resolve, reject) => {
    const worker = startWorker('heic-worker', new URL('./heic-worker.ts', import.meta.url), {
      workerData: request,
      transferList: [request.file.buffer as ArrayBuffer],
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new HeicDecodeError('Reading the HEIC photo took too long'))),
      HEIC_DECODE_TIMEOUT_MS,
    );
    worker.once('message', (m: HeicResponse) =>
      finish(() => {
        if ('error' in m) reject(new HeicDecodeError(m.error, m.tooLarge ?? false));
        else {
          const pixels = Buffer.from(m.pixels.buffer, m.pixels.byteOffset, m.pixels.byteLength);
          resolve({ width: m.width, height: m.height, pixels });
        }
      }),
    );
    worker.once('error', (e) => finish(() => reject(new HeicDecodeError(e.message))));
    worker.once('exit', (code) =>
      finish(() => reject(new HeicDecodeError(`The HEIC decoder stopped (exit code ${code})`))),
    );
  });
}
