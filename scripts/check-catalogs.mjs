// Fails `npm test` when the translations are not complete: a catalogue behind the source (a new
// message not extracted, an unused one still there, a compiled module not rebuilt), a message
// with no Spanish, a translation that drops a placeholder, one English translated two ways, or a
// message that counts with ICU's plural (catalog-rules.mjs says why).
// It runs Lingui's own extract and compile and compares; the working tree is left as it was.
import { formatter } from '@lingui/format-po';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  countsInOneForm,
  countsWithIcuPlural,
  droppedPlaceholders,
  missingTranslations,
  translatedTwoWays,
} from './catalog-rules.mjs';

const SOURCE = 'en';
const root = path.resolve(import.meta.dirname, '..');

function catalogueFiles(dir = path.join(root, 'src'), out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) catalogueFiles(full, out);
    else if (path.basename(dir) === 'locales' && /\.(po|ts)$/.test(entry.name)) out.push(full);
  }
  return out;
}

const before = new Map(catalogueFiles().map((f) => [f, fs.readFileSync(f, 'utf8')]));
const lingui = (command) =>
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'),
      command,
      // One process: Lingui's worker threads add a catalogue's messages in the order the files
      // finish, so a catalogue of several files came out in a different order on each run.
      ...(command === 'extract' ? ['--clean', '--workers', '1'] : []),
    ],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
const problems = [];
try {
  lingui('extract');
  lingui('compile');
  for (const file of catalogueFiles()) {
    const now = fs.readFileSync(file, 'utf8');
    if (before.get(file) !== now)
      problems.push(`${path.relative(root, file)} is behind the source`);
  }
  for (const file of before.keys()) {
    if (!fs.existsSync(file)) problems.push(`${path.relative(root, file)} is no longer used`);
  }
} finally {
  // Leave the catalogues as they were: this is a check, not a fix.
  for (const file of catalogueFiles()) if (!before.has(file)) fs.rmSync(file);
  for (const [file, text] of before) fs.writeFileSync(file, text);
}
if (problems.length > 0) {
  problems.push(
    'Run `npm run i18n:extract`, translate the new messages, then `npm run i18n:compile`.',
  );
}

const po = formatter({ explicitIdAsDefault: true });
const translated = [...before.keys()].filter(
  (f) => f.endsWith('.po') && path.basename(f, '.po') !== SOURCE,
);
const parsed = translated.map((f) => [path.relative(root, f), po.parse(before.get(f))]);
for (const [file, catalog] of parsed) {
  for (const id of missingTranslations(catalog))
    problems.push(`${file}: no translation of "${id}"`);
  for (const p of droppedPlaceholders(catalog)) problems.push(`${file}: ${p}`);
  for (const p of countsWithIcuPlural(catalog)) problems.push(`${file}: ${p}`);
  for (const p of countsInOneForm(catalog)) problems.push(`${file}: ${p}`);
}
const languages = new Set(parsed.map(([file]) => path.basename(file, '.po')));
for (const language of languages) {
  const catalogs = parsed.filter(([file]) => path.basename(file, '.po') === language);
  for (const p of translatedTwoWays(catalogs.map(([, c]) => c))) {
    problems.push(`${language}: translated two ways: ${p}`);
  }
}

if (problems.length > 0) {
  console.error(`Translations are not complete:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Translations complete: ${parsed.length} catalogues checked.`);
