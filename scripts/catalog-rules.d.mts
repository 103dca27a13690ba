// Types of catalog-rules.mjs, for its test.
export interface CatalogEntry {
  translation?: string;
  obsolete?: boolean;
}
export type Catalog = Record<string, CatalogEntry>;
export function placeholdersOf(message: string): Set<string>;
export function missingTranslations(catalog: Catalog): string[];
export function droppedPlaceholders(catalog: Catalog): string[];
export function translatedTwoWays(catalogs: readonly Catalog[]): string[];
export function countsWithIcuPlural(catalog: Catalog): string[];
export function countsInOneForm(catalog: Catalog): string[];
