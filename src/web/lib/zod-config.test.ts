import { describe, expect, it } from 'vitest';
import './zod-config';
import { globalConfig } from 'zod/v4/core';

// zod-config.ts sets zod's option through the global object zod keeps it in, not through zod's
// own API (to keep zod out of the first page): this fails if a zod upgrade renames that object.
describe('zod configuration', () => {
  it('turns off zod’s eval probe in the object zod reads', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
