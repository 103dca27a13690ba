import type { FormEvent } from 'react';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { Input } from '../../components/ui/field';
import { mapSchemas } from './api';
import { useLingui } from './i18n';

/** The address search bar, with the My location button beside Search. */
export function AddressSearch({
  initialQuery,
  searching,
  onSearch,
  locating,
  onLocate,
}: {
  initialQuery: string;
  searching: boolean;
  /** Called with the checked, trimmed address; typing alone never searches. */
  onSearch(query: string): void;
  locating: boolean;
  onLocate(): void;
}) {
  const { i18n } = useLingui();
  const [query, setQuery] = useState(initialQuery);
  const [error, setError] = useState<string>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // A search typed before the map has set up may come before the schemas (leaflet-map.tsx).
    const { geocodeQuerySchema } = await mapSchemas.fetch();
    const parsed = geocodeQuerySchema().safeParse({ q: query });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSearch(parsed.data.q);
  }

  return (
    <>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="map-address" className="block text-sm font-medium text-slate-800">
            {i18n._('Property address')}
          </label>
          <Input
            id="map-address"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={i18n._('Enter property address')}
            autoComplete="street-address"
            invalid={Boolean(error)}
            aria-describedby={error ? 'map-address-error' : undefined}
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={searching}
            aria-busy={searching}
            className={`${buttonStyles.primary} flex-1 sm:flex-none`}
          >
            {searching ? i18n._('Searching…') : i18n._('Search')}
          </button>
          <button
            type="button"
            onClick={onLocate}
            disabled={locating}
            className={`${buttonStyles.secondary} flex-1 sm:flex-none`}
          >
            {locating ? i18n._('Locating…') : i18n._('My location')}
          </button>
        </div>
      </form>
      {error && (
        <p id="map-address-error" className="-mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
