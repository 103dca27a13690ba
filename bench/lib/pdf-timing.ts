// One way to time a PDF renderer for the PDF benches: a warm-up, then median and p95 over `n`
// renders, with the document's pages and size.
import { performance } from 'node:perf_hooks';

export async function measurePdf(label: string, render: () => Promise<Buffer>, n: number) {
  for (let i = 0; i < 10; i++) await render();
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const pdf = await render();
    times.push(performance.now() - t0);
    bytes = pdf.length;
    pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${label}: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms over ${n} renders (${pages} page(s), ${(bytes / 1024).toFixed(1)} KiB)`,
  );
}
