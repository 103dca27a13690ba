// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_MEASUREMENT_MS } from '../../../domain/takeoff/pitch';
import { useDevicePitch } from './use-device-pitch';

const STORAGE_KEY = 'ridgeline.pitch-finder.level-offset';

function orient(beta: number | null, gamma: number | null) {
  act(() => {
    window.dispatchEvent(Object.assign(new Event('deviceorientation'), { beta, gamma }));
  });
}

function elapse(ms = DEVICE_MEASUREMENT_MS) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setSecure(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

function setPermission(answer: (() => Promise<string>) | null) {
  Object.defineProperty(window, 'DeviceOrientationEvent', {
    value: answer ? { requestPermission: answer } : undefined,
    configurable: true,
    writable: true,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  setSecure(true);
  setPermission(null);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDevicePitch', () => {
  it('averages the samples of the 2-second window: beta 30 reads 6.9:12', () => {
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.measure());
    expect(result.current.phase).toBe('measuring');
    orient(29, 0);
    orient(31, 0);
    elapse(DEVICE_MEASUREMENT_MS - 1);
    expect(result.current.phase).toBe('measuring');
    elapse(1);
    expect(result.current.phase).toBe('done');
    expect(result.current.reading).toMatchObject({ source: 'sensor', sampleCount: 2 });
    expect(result.current.reading?.pitch).toBeCloseTo(12 * Math.tan(Math.PI / 6), 2);
  });

  it('keeps the last reported value when the browser only reports changes', () => {
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.measure());
    orient(30, 0);
    elapse();
    // Nothing changes during the second window: the phone is still at 30°.
    act(() => result.current.measure());
    elapse();
    expect(result.current.reading).toMatchObject({ source: 'sensor', sampleCount: 1 });
    expect(result.current.reading?.pitch).toBeCloseTo(6.928, 3);
  });

  it('falls back to the sample pitch 5, saying why, when no sensor reports', () => {
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.measure());
    orient(null, null); // a desktop browser's "no sensor" event
    elapse();
    expect(result.current.reading).toEqual({ source: 'sample', pitch: 5, reason: 'no-sensor' });

    setSecure(false);
    act(() => result.current.measure());
    elapse();
    expect(result.current.reading).toEqual({ source: 'sample', pitch: 5, reason: 'insecure' });
  });

  it('asks for permission where the browser requires it, and reports a refusal', async () => {
    const requestPermission = vi.fn(() => Promise.resolve('denied'));
    setPermission(requestPermission);
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.measure());
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(result.current.phase).toBe('requesting');
    await act(async () => {});
    expect(result.current.phase).toBe('denied');

    setPermission(() => Promise.reject(new Error('NotAllowedError')));
    act(() => result.current.measure());
    await act(async () => {});
    expect(result.current.phase).toBe('denied');

    setPermission(() => Promise.resolve('granted'));
    act(() => result.current.measure());
    await act(async () => {});
    expect(result.current.phase).toBe('measuring');
  });

  it('ignores a permission answer that arrives after the user left the device mode', async () => {
    let grant: (answer: string) => void = () => {};
    setPermission(() => new Promise((resolve) => (grant = resolve)));
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.measure());
    act(() => result.current.cancel());
    await act(async () => grant('granted'));
    expect(result.current.phase).toBe('idle');
    elapse();
    expect(result.current.reading).toBeNull();
  });

  it('a cancelled measurement never completes and stops listening', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.measure());
    orient(30, 0);
    act(() => result.current.cancel());
    expect(remove).toHaveBeenCalledWith('deviceorientation', expect.any(Function));
    elapse();
    expect(result.current.phase).toBe('idle');
    expect(result.current.reading).toBeNull();
    remove.mockRestore();
  });

  it('Set level stores the offset, later readings subtract it, Clear level removes it', () => {
    const { result, unmount } = renderHook(() => useDevicePitch());
    expect(result.current.levelOffset).toBeNull();
    act(() => result.current.setLevel());
    expect(result.current.phase).toBe('leveling');
    orient(2, -1);
    elapse();
    expect(result.current.phase).toBe('level-set');
    expect(result.current.levelOffset).toEqual({ beta: 2, gamma: -1 });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      beta: 2,
      gamma: -1,
    });
    unmount();

    // A new visit picks the stored offset up.
    const again = renderHook(() => useDevicePitch()).result;
    expect(again.current.levelOffset).toEqual({ beta: 2, gamma: -1 });
    act(() => again.current.measure());
    orient(32, -1);
    elapse();
    expect(again.current.reading?.pitch).toBeCloseTo(12 * Math.tan(Math.PI / 6), 6);

    act(() => again.current.clearLevel());
    expect(again.current.levelOffset).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('Set level without a sensor stores nothing and says why', () => {
    const { result } = renderHook(() => useDevicePitch());
    act(() => result.current.setLevel());
    elapse();
    expect(result.current.phase).toBe('level-failed');
    expect(result.current.levelFailure).toBe('no-sensor');
    expect(result.current.levelOffset).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores a corrupt stored offset', () => {
    window.localStorage.setItem(STORAGE_KEY, '{"beta": "x"');
    expect(renderHook(() => useDevicePitch()).result.current.levelOffset).toBeNull();
    window.localStorage.setItem(STORAGE_KEY, '{"beta": 500, "gamma": 0}');
    expect(renderHook(() => useDevicePitch()).result.current.levelOffset).toBeNull();
  });
});
