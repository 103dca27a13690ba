/**
 * UUIDv7: time-ordered, so ids created later sort later. The project list orders by
 * (date, id), which makes the order of projects on the same date their creation order.
 *
 * Shared by the server and the browser: a project made on a phone with no signal gets its id on
 * the phone, so what is done to it offline (an edit, outlines) can name it before the server
 * has seen it. Web Crypto's random values exist in both.
 */
export function newId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let t = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
