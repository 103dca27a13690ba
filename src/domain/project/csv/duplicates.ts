// Which imported rows are a project Ridgeline already has: the same customer email, or the
// same phone (its digits: "(555) 010-2000" is 5550102000) at the same address (case, spacing
// and punctuation aside), or, for a row with neither, the same job name at the same address.
// Importing a file twice therefore adds nothing the second time.

export interface DuplicateFields {
  name: string;
  customerEmail?: string | undefined;
  customerPhone?: string | undefined;
  address: string;
}

const addressKey = (a: string) =>
  a
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The keys a project is known by; two projects sharing any key are the same customer's job. */
export function duplicateKeys(p: DuplicateFields): string[] {
  const keys: string[] = [];
  const email = p.customerEmail?.trim().toLowerCase();
  if (email) keys.push(`email:${email}`);
  const digits = p.customerPhone?.replace(/\D/g, '') ?? '';
  const address = addressKey(p.address);
  if (digits && address) keys.push(`phone:${digits}|${address}`);
  keys.push(`job:${addressKey(p.name)}|${address}`);
  return keys;
}

/**
 * The reason a row is skipped, for the report: each a whole message of the domain's catalogue
 * (the import answers it in the reader's language), so a translation never joins pieces.
 */
export function duplicateReason(key: string, inFile: boolean): string {
  if (key.startsWith('email:')) {
    return inFile
      ? /*i18n*/ 'Same email as an earlier row of the file'
      : /*i18n*/ 'A project with the same email already exists';
  }
  if (key.startsWith('phone:')) {
    return inFile
      ? /*i18n*/ 'Same phone and address as an earlier row of the file'
      : /*i18n*/ 'A project with the same phone and address already exists';
  }
  return inFile
    ? /*i18n*/ 'Same name and address as an earlier row of the file'
    : /*i18n*/ 'A project with the same name and address already exists';
}

/**
 * Remembers the keys of existing projects and of rows accepted so far; `check` answers the
 * reason a row is a duplicate, or null (and then remembers the row's keys).
 */
export function duplicateFinder(existing: Iterable<DuplicateFields>) {
  const known = new Map<string, boolean>();
  for (const p of existing) for (const k of duplicateKeys(p)) known.set(k, false);
  return {
    check(p: DuplicateFields): string | null {
      const keys = duplicateKeys(p);
      for (const k of keys) {
        const inFile = known.get(k);
        if (inFile !== undefined) return duplicateReason(k, inFile);
      }
      for (const k of keys) known.set(k, true);
      return null;
    },
  };
}
