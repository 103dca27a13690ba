import { describe, expect, it } from 'vitest';
import { outboxState, sameWrites, setOutboxState } from './outbox-state';
import { keptWrite } from './testing/kept-write';

describe('the outbox state the screens read', () => {
  it('keeps its list when the writes read again from the device are the same', () => {
    const write = keptWrite({ kind: 'project.update', recordId: 'p1' });
    setOutboxState({ writes: [write] });
    const shown = outboxState().writes;

    // Read again: equal writes, new objects. The screens' list stays the same object, so
    // nothing re-renders.
    setOutboxState({ writes: [{ ...write }] });
    expect(outboxState().writes).toBe(shown);

    setOutboxState({ writes: [{ ...write, state: 'conflict' }] });
    expect(outboxState().writes).not.toBe(shown);
    expect(outboxState().writes[0]?.state).toBe('conflict');
  });

  it('tells lists apart by their writes and order', () => {
    const a = keptWrite({ kind: 'project.update', recordId: 'p1' });
    const b = keptWrite({ kind: 'project.update', recordId: 'p2' });
    expect(sameWrites([], [])).toBe(true);
    expect(sameWrites([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(sameWrites([a, b], [b, a])).toBe(false);
    expect(sameWrites([a], [a, b])).toBe(false);
  });
});
