// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdReducer, shownReading } from './hold-reading';
import type { DeviceReading } from './use-device-pitch';
import type { ScreenWakeLock } from './use-screen-wake-lock';
import { useScreenWakeLock } from './use-screen-wake-lock';

/** A wake lock that grants (or refuses) every request and counts what is held. */
function fakeWakeLock(refuse = false) {
  const released = vi.fn(() => Promise.resolve());
  const request = vi.fn(() =>
    refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve({ release: released }),
  );
  const lock: ScreenWakeLock = { request };
  return { lock, request, released };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('useScreenWakeLock', () => {
  it('asks for the screen lock while active and releases it when no longer active', async () => {
    const { lock, request, released } = fakeWakeLock();
    const { result, rerender } = renderHook(({ on }) => useScreenWakeLock(on, lock), {
      initialProps: { on: false },
    });
    expect(request).not.toHaveBeenCalled();
    expect(result.current).toBe('off');
    rerender({ on: true });
    await flush();
    expect(request).toHaveBeenCalledWith('screen');
    expect(result.current).toBe('on');
    rerender({ on: false });
    expect(released).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('off');
  });

  it('releases on unmount, and a lock granted after that is given straight back', async () => {
    const { lock, released } = fakeWakeLock();
    const first = renderHook(() => useScreenWakeLock(true, lock));
    await flush();
    first.unmount();
    expect(released).toHaveBeenCalledTimes(1);

    const second = renderHook(() => useScreenWakeLock(true, lock));
    second.unmount(); // before the request is answered
    await flush();
    expect(released).toHaveBeenCalledTimes(2);
  });

  it('asks again when the page is shown again while still active', async () => {
    const { lock, request } = fakeWakeLock();
    const { unmount, rerender } = renderHook(({ on }) => useScreenWakeLock(on, lock), {
      initialProps: { on: true },
    });
    await flush();
    expect(request).toHaveBeenCalledTimes(1);
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    // Not active: coming back does not ask.
    rerender({ on: false });
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('says unavailable when the browser refuses or has no Wake Lock API, without throwing', async () => {
    const refused = fakeWakeLock(true);
    const a = renderHook(() => useScreenWakeLock(true, refused.lock));
    await flush();
    expect(a.result.current).toBe('unavailable');
    const b = renderHook(() => useScreenWakeLock(true, null));
    expect(b.result.current).toBe('unavailable');
  });
});

describe('holdReducer', () => {
  const sensor: DeviceReading = { source: 'sensor', pitch: 6.9, sampleCount: 3 };
  const later: DeviceReading = { source: 'sensor', pitch: 4.4, sampleCount: 1 };

  it('holds the reading shown and keeps showing it until released', () => {
    const held = holdReducer(null, { type: 'toggle', current: sensor });
    expect(held).toBe(sensor);
    expect(shownReading(held, later)).toBe(sensor);
    expect(holdReducer(held, { type: 'toggle', current: later })).toBeNull();
    expect(holdReducer(held, { type: 'release' })).toBeNull();
    expect(shownReading(null, later)).toBe(later);
  });

  it('holds nothing before a first reading', () => {
    expect(holdReducer(null, { type: 'toggle', current: null })).toBeNull();
  });
});
