// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeocodeResult } from '../../../domain/geo/geo';
import { ApiError } from '../../lib/api-client';
import { geocodeSearch, reverseGeocode } from './api';
import { canShareLocation, currentPosition } from './current-position';
import { ADDRESS_NEEDS_CONNECTION, NEEDS_CONNECTION, useMapPlace } from './use-map-place';

vi.mock('./api', () => ({ geocodeSearch: vi.fn(), reverseGeocode: vi.fn() }));
vi.mock('./current-position', () => ({
  canShareLocation: vi.fn(),
  currentPosition: vi.fn(),
  NO_GEOLOCATION: 'No location',
}));

/** What apiRequest throws when the request never reached the server. */
const unreachable = () => new ApiError(0, { title: 'Network error' });

const start = {
  address: 'Portland, OR',
  lat: 45.5152,
  lng: -122.6784,
  located: true,
  chosen: false,
};
const place = (displayName: string, lat: number): GeocodeResult => ({
  displayName,
  lat,
  lng: -122,
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderPlace() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMapPlace(start, undefined), { wrapper });
}

afterEach(() => {
  vi.mocked(geocodeSearch).mockReset();
  vi.mocked(reverseGeocode).mockReset();
  vi.restoreAllMocks();
});

const browserOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('useMapPlace', () => {
  it('applies only the latest search, whichever answer comes last', async () => {
    const first = deferred<GeocodeResult[]>();
    const second = deferred<GeocodeResult[]>();
    vi.mocked(geocodeSearch).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderPlace();
    act(() => result.current.search('first'));
    act(() => result.current.search('second'));
    await waitFor(() => expect(result.current.searching).toBe(true));
    await act(async () => second.resolve([place('Second place', 45.6)]));
    await waitFor(() => expect(result.current.location.address).toBe('Second place'));
    await act(async () => first.resolve([place('First place', 45.7)]));
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.location).toEqual({
      address: 'Second place',
      lat: 45.6,
      lng: -122,
      located: true,
      chosen: true,
    });
    expect(result.current.centerKey).toBe(1);
  });

  it('says the address service failed, keeping the typed address', async () => {
    vi.mocked(geocodeSearch).mockRejectedValueOnce(
      new ApiError(502, { title: 'Bad Gateway', detail: 'The address service answered 500.' }),
    );
    const { result } = renderPlace();
    act(() => result.current.search('Downtown 1'));
    await waitFor(() => expect(result.current.notice).not.toBeNull());
    expect(result.current.notice?.text).toMatch(
      /^Address search failed: The address service answered 500\. “Downtown 1” was not looked up/,
    );
    expect(result.current.location).toEqual({ ...start, address: 'Downtown 1', located: false });
  });

  it('pins the map centre under the address typed when the search failed, with no lookup', async () => {
    vi.mocked(geocodeSearch).mockRejectedValueOnce(new TypeError('boom'));
    const { result } = renderPlace();
    act(() => result.current.search('Downtown 1'));
    await waitFor(() => expect(result.current.notice).not.toBeNull());
    act(() => result.current.pin({ lat: 45.6, lng: -122.5 }));
    expect(result.current.location).toEqual({
      address: 'Downtown 1',
      lat: 45.6,
      lng: -122.5,
      located: true,
      chosen: true,
    });
    expect(result.current.notice).toBeNull();
    expect(reverseGeocode).not.toHaveBeenCalled();
  });

  it('pins the map centre and looks up its street address', async () => {
    vi.mocked(reverseGeocode).mockResolvedValueOnce(place('7 Pin St', 45.6));
    const { result } = renderPlace();
    act(() => result.current.pin({ lat: 45.6, lng: -122.5 }));
    expect(result.current.location.address).toBe('Pinned place');
    await waitFor(() => expect(result.current.location.address).toBe('7 Pin St'));
    expect(result.current.location).toMatchObject({ lat: 45.6, located: true, chosen: true });
  });

  it('says address search needs a connection when the request cannot reach the server, not that the address was not found', async () => {
    vi.mocked(geocodeSearch).mockRejectedValueOnce(unreachable());
    const { result } = renderPlace();
    act(() => result.current.search('Downtown 1'));
    await waitFor(() => expect(result.current.notice).not.toBeNull());
    expect(result.current.notice).toEqual({ tone: 'warning', text: NEEDS_CONNECTION });
    // The map stays where it was; the typed address stays in the search box (its own state).
    expect(result.current.location).toEqual(start);
    expect(result.current.centerKey).toBe(0);
  });

  it('sends no search while the browser is offline, saying it needs a connection', () => {
    const { result } = renderPlace();
    browserOffline();
    act(() => result.current.search('Downtown 1'));
    expect(geocodeSearch).not.toHaveBeenCalled();
    expect(result.current.notice).toEqual({ tone: 'warning', text: NEEDS_CONNECTION });
    expect(result.current.location).toEqual(start);
    expect(result.current.searching).toBe(false);
  });

  it.each([
    ['the request cannot reach the server', false],
    ['the browser is offline', true],
  ])(
    'shows my position when %s, saying its street address needs a connection',
    async (_, offline) => {
      vi.mocked(canShareLocation).mockReturnValue(true);
      vi.mocked(currentPosition).mockResolvedValueOnce({ lat: 45.6, lng: -122.5 });
      vi.mocked(reverseGeocode).mockRejectedValueOnce(unreachable());
      if (offline) browserOffline();
      const { result } = renderPlace();
      act(() => result.current.locate());
      await waitFor(() =>
        expect(result.current.notice).toEqual({ tone: 'info', text: ADDRESS_NEEDS_CONNECTION }),
      );
      expect(result.current.location).toEqual({
        address: 'My location',
        lat: 45.6,
        lng: -122.5,
        located: true,
        chosen: true,
      });
      expect(result.current.locating).toBe(false);
      expect(reverseGeocode).toHaveBeenCalledTimes(offline ? 0 : 1);
    },
  );
});
