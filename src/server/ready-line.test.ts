import { describe, expect, it } from 'vitest';
import { readyLine } from './ready-line';

describe('readyLine', () => {
  it('names the address to open and that the first visit creates the owner', () => {
    expect(readyLine('http://127.0.0.1:3000', false)).toBe(
      'Ridgeline is ready: open http://127.0.0.1:3000. The first visit creates the owner account.',
    );
  });

  it('says the owner exists once there is one', () => {
    expect(readyLine('http://127.0.0.1:8080', true)).toBe(
      'Ridgeline is ready: open http://127.0.0.1:8080 and sign in (the owner account exists).',
    );
  });

  it('names this machine when the server listens on every address', () => {
    expect(readyLine('http://0.0.0.0:3000', false)).toContain('open http://localhost:3000.');
    expect(readyLine('http://[::]:3000', true)).toContain('open http://localhost:3000 ');
  });
});
