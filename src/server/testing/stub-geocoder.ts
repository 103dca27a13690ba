import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

// A Nominatim-compatible stub on loopback for API and browser tests (no test reaches the
// internet). It also answers map tiles, so the browser loads tiles from loopback too.
//
// The query picks the answer:
//   contains "several" -> 3 places; "nowhere" -> none; "slow" -> answers after slowMs;
//   "down" -> 500; anything else -> one place, STUB_FOUND.
// /reverse answers STUB_REVERSE_NAME at the asked coordinates.
// /tiles/<layer>/{z}/{x}/{y}.png -> a 1x1 PNG (satellite: dark green, road: light grey).
// Anything under /down/ -> 503, tiles included: stubMapEnv(`${url}/down`) is a map whose address
// service and imagery are both out of order.

export const STUB_FOUND = {
  displayName: '1221 SW 4th Ave, Portland, Oregon, 97204, United States',
  lat: 45.514882,
  lng: -122.679386,
};

export const STUB_SEVERAL = [
  {
    displayName: '100 Main St, Springfield, Oregon, United States',
    lat: 44.046236,
    lng: -123.022029,
  },
  {
    displayName: '100 Main St, Springfield, Illinois, United States',
    lat: 39.801055,
    lng: -89.643604,
  },
  {
    displayName: '100 Main St, Springfield, Massachusetts, United States',
    lat: 42.101483,
    lng: -72.589811,
  },
];

export const STUB_REVERSE_NAME = '4 Reverse Lookup Rd, Portland, Oregon, United States';

export interface StubRequest {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

export interface StubGeocoder {
  url: string;
  /** Geocoder requests received (tiles are counted apart). */
  requests: StubRequest[];
  /** Tile paths received, e.g. "/tiles/road/19/1/2.png". */
  tiles: string[];
  slowMs: number;
  close(): Promise<void>;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A 256x256 opaque PNG of one colour: a map tile's real size (a few hundred bytes deflated). */
export function solidPng(r: number, g: number, b: number, size = 256): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  // Each scanline: filter type 0, then RGB per pixel.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILES: Record<string, Buffer> = {
  satellite: solidPng(46, 74, 52),
  road: solidPng(226, 226, 220),
};

const place = (p: { displayName: string; lat: number; lng: number }) => ({
  place_id: 1,
  lat: String(p.lat),
  lon: String(p.lng),
  display_name: p.displayName,
  type: 'house',
});

export async function startStubGeocoder(options: { slowMs?: number } = {}): Promise<StubGeocoder> {
  const requests: StubRequest[] = [];
  const tiles: string[] = [];
  const stub: Partial<StubGeocoder> = { requests, tiles, slowMs: options.slowMs ?? 3000 };
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/down/')) {
      if (url.pathname.startsWith('/down/tiles/')) tiles.push(url.pathname);
      // CORS allowed, as a real tile service's error is: the browser sees the 503 itself.
      res.writeHead(503, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end('Service Unavailable');
      return;
    }
    const tile = /^\/tiles\/(satellite|road)\//.exec(url.pathname);
    if (tile) {
      tiles.push(url.pathname);
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      res.end(TILES[tile[1]!]);
      return;
    }
    requests.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    if (url.pathname === '/reverse') {
      json(200, {
        ...place({
          displayName: STUB_REVERSE_NAME,
          lat: Number(url.searchParams.get('lat')),
          lng: Number(url.searchParams.get('lon')),
        }),
      });
      return;
    }
    if (url.pathname !== '/search') return json(404, { error: 'not found' });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    if (q.includes('down')) return json(500, { error: 'internal error' });
    if (q.includes('nowhere')) return json(200, []);
    if (q.includes('several')) return json(200, STUB_SEVERAL.map(place));
    if (q.includes('slow')) {
      const t = setTimeout(() => {
        timers.delete(t);
        if (!res.writableEnded) json(200, [place(STUB_FOUND)]);
      }, stub.slowMs);
      timers.add(t);
      return;
    }
    json(200, [place(STUB_FOUND)]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  stub.close = async () => {
    for (const t of timers) clearTimeout(t);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub as StubGeocoder;
}

/** Server environment pointing the map at the stub: geocoder and both tile layers. */
export function stubMapEnv(stubUrl: string): Record<string, string> {
  return {
    GEOCODER_URL: stubUrl,
    GEOCODER_CONTACT: 'tests@ridgeline.invalid',
    GEOCODER_TIMEOUT_MS: '1000',
    MAP_SATELLITE_URL: `${stubUrl}/tiles/satellite/{z}/{x}/{y}.png`,
    MAP_SATELLITE_ATTRIBUTION: 'Stub satellite imagery',
    MAP_ROAD_URL: `${stubUrl}/tiles/road/{z}/{x}/{y}.png`,
    MAP_ROAD_ATTRIBUTION: 'Stub road map',
  };
}
