/**
 * What one page fault costs on this machine, in microseconds: the time to touch every 4 KB page
 * of fresh memory the first time. A browser's new page allocates tens of megabytes, so on a
 * virtual machine where faults are slow (10 µs and more, against well under 1 µs on most)
 * every screen's main-thread work grows, and Lighthouse's Total Blocking Time with it, while its
 * benchmarkIndex (a loop over memory already mapped) does not move. Printed beside the figures so
 * that two runs on different machines are not compared as if they were one.
 */
export function pageFaultMicros(megabytes = 64): number {
  const pages = (megabytes * 1024 * 1024) / 4096;
  // allocUnsafeSlow leaves the memory untouched (no zero-fill), so each page faults on the fill.
  const buffer = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
  const start = process.hrtime.bigint();
  for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / pages;
}
