#!/usr/bin/env node
// Moves files and rewrites every relative import that reached them, from a JSON map of
// old path -> new path (paths from the repository's root; a key ending in "/" moves a folder).
//
//   node scripts/move-domain.mjs <map.json> [--dry-run] [--no-format]
//
// It is safe to run again, and meant to be: after merging a branch written against the old
// paths, a second run moves nothing and points that branch's imports at the new places.
//  - A file still at an old path is moved with `git mv` (a plain rename if git does not track it).
//  - Every relative import (`from`, `import()`, `export … from`, `vi.mock()`) in src/, e2e/,
//    bench/ and scripts/ is resolved as it was meant: from where the file was before this run
//    moved it, or, when it reaches nothing from where the file is, from where the file was before
//    the map moved it (an edit merged into a moved file). A target at an old path is replaced by
//    its new path; the specifier keeps its style (with or without an extension).
//  - Mentions of an old path spelt out in text (`src/domain/money.ts` in a comment, a bench's
//    entry point, README, docs/architecture.md, eslint.config.js) are replaced too. Decision
//    records keep the paths of their day.
// It ends by listing any relative import that still reaches no file.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const mapFile = args.find((a) => !a.startsWith('--'));
if (!mapFile) {
  console.error('usage: node scripts/move-domain.mjs <map.json> [--dry-run]');
  process.exit(2);
}

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(root);
const posix = (p) => p.split(path.sep).join('/');
const rawMap = JSON.parse(fs.readFileSync(path.resolve(mapFile), 'utf8'));

const CODE_DIRS = ['src', 'e2e', 'bench', 'scripts'];
const CODE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT_FILES = ['README.md', 'eslint.config.js', 'vite.config.ts', 'vite.customer.config.ts'];
const RESOLVE_EXT = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** Files git knows or would add (tracked, or new and not ignored) under the given folders. */
function listFiles(dirs) {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...dirs], {
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => f && fs.existsSync(f) && fs.statSync(f).isFile());
}

// Folder entries ("src/domain/roof-plan/": "src/domain/takeoff/roof-plan/") map by prefix.
const fileMap = new Map();
const folderMap = [];
for (const [from, to] of Object.entries(rawMap)) {
  if (from.endsWith('/') !== to.endsWith('/')) {
    throw new Error(`${from} -> ${to}: a folder maps to a folder (both end in "/")`);
  }
  if (from.endsWith('/')) folderMap.push([from, to]);
  else fileMap.set(from, to);
}
folderMap.sort((a, b) => b[0].length - a[0].length);

/** The new path of an old one, or undefined when the map does not move it. */
function mapped(oldPath) {
  if (fileMap.has(oldPath)) return fileMap.get(oldPath);
  for (const [from, to] of folderMap)
    if (oldPath.startsWith(from)) return to + oldPath.slice(from.length);
  return undefined;
}

/** The old path of a new one (for edits merged into a moved file), or undefined. */
const reverse = new Map([...fileMap].map(([a, b]) => [b, a]));
function unmapped(newPath) {
  if (reverse.has(newPath)) return reverse.get(newPath);
  for (const [from, to] of folderMap)
    if (newPath.startsWith(to)) return from + newPath.slice(to.length);
  return undefined;
}

// 1. Move what is still at an old path.
const movedNow = new Map(); // new path -> old path, for files moved by this run
const toMove = [...fileMap.keys()].filter((f) => fs.existsSync(f));
for (const [from] of folderMap) {
  if (fs.existsSync(from)) toMove.push(...listFiles([from]).filter((f) => !fileMap.has(f)));
}
for (const from of toMove) {
  const to = mapped(from);
  if (fs.existsSync(to)) {
    console.warn(`! both ${from} and ${to} exist: left as they are (merge them by hand)`);
    continue;
  }
  movedNow.set(to, from);
  if (dryRun) continue;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    execFileSync('git', ['mv', from, to], { stdio: 'pipe' });
  } catch {
    fs.renameSync(from, to);
  }
}
if (!dryRun) {
  for (const [from] of folderMap) removeEmptyFolders(from);
  for (const from of fileMap.keys()) removeEmptyFolders(path.dirname(from));
}

function removeEmptyFolders(dir) {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return;
  for (const e of fs.readdirSync(dir)) removeEmptyFolders(path.join(dir, e));
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

// In a dry run nothing moved: "exists" answers as if it had.
const exists = (p) => {
  if (dryRun) {
    if (movedNow.has(p)) return true;
    if ([...movedNow.values()].includes(p)) return false;
  }
  return fs.existsSync(p) && fs.statSync(p).isFile();
};

/** The file a specifier reaches from `dir` now, or, if it reaches an old path, that path's new one. */
function target(dir, spec) {
  const base = posix(path.normalize(path.join(dir, spec)));
  for (const ext of RESOLVE_EXT) {
    if (exists(base + ext)) return { file: base + ext, ext };
  }
  for (const ext of RESOLVE_EXT) {
    const to = mapped(base + ext);
    if (to && exists(to)) return { file: to, ext };
  }
  return undefined;
}

/** The specifier from `fromFile` to `file`, leaving out what resolving added (`ext`). */
function specifierFor(fromFile, file, ext) {
  let rel = posix(path.relative(path.dirname(fromFile), file));
  if (ext) rel = rel.slice(0, -ext.length);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const IMPORT =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

// 2. Point every relative import at where its file is now.
let rewritten = 0;
const changedFiles = new Set();
const dangling = [];
const codeFiles = listFiles(CODE_DIRS).filter((f) => CODE_EXT.test(f));
if (dryRun) {
  for (const [to, from] of movedNow) {
    const i = codeFiles.indexOf(from);
    if (i >= 0) codeFiles[i] = to;
  }
}
for (const file of codeFiles) {
  const readFrom = dryRun && movedNow.has(file) ? movedNow.get(file) : file;
  const text = fs.readFileSync(readFrom, 'utf8');
  const origin = movedNow.get(file) ?? file;
  const before = unmapped(file);
  const next = text.replace(IMPORT, (whole, lead, quote, spec) => {
    let hit = target(path.dirname(origin), spec);
    if (!hit && before && !movedNow.has(file)) hit = target(path.dirname(before), spec);
    if (!hit) {
      dangling.push(`${file}: ${spec}`);
      return whole;
    }
    const spelt = specifierFor(file, hit.file, hit.ext);
    if (spelt === spec) return whole;
    rewritten += 1;
    return `${lead}${quote}${spelt}${quote}`;
  });
  if (next !== text) {
    changedFiles.add(file);
    if (!dryRun) fs.writeFileSync(file, next);
  }
}

// 3. Old paths spelt out in text.
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const textRules = [
  ...[...fileMap].map(([from, to]) => {
    const stem = from.replace(/\.(ts|tsx)$/, '');
    const newStem = to.replace(/\.(ts|tsx)$/, '');
    // `src/domain/money` or `src/domain/money.ts`, not `src/domain/money-x` or `…money.test.ts`.
    return [
      new RegExp(`${escape(stem)}(\\.tsx?)?(?![\\w/-]|\\.\\w)`, 'g'),
      (_m, ext) => newStem + (ext ?? ''),
    ];
  }),
  ...folderMap.map(([from, to]) => [new RegExp(`${escape(from)}`, 'g'), () => to]),
];
const self = posix(path.relative(root, new URL(import.meta.url).pathname));
const textFiles = [
  ...codeFiles.filter((f) => f !== self),
  ...TEXT_FILES.filter((f) => fs.existsSync(f)),
  ...listFiles(['docs']).filter((f) => f.endsWith('.md') && !f.startsWith('docs/decisions/')),
];
let mentions = 0;
for (const file of new Set(textFiles)) {
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  let next = text;
  for (const [re, to] of textRules) {
    next = next.replace(re, (...m) => {
      mentions += 1;
      return to(...m);
    });
  }
  if (next !== text) {
    changedFiles.add(file);
    if (!dryRun) fs.writeFileSync(file, next);
  }
}

// Rewritten imports may need wrapping: the changed files are formatted as the repo formats them.
if (!dryRun && changedFiles.size > 0 && !args.includes('--no-format')) {
  const files = [...changedFiles].filter((f) => fs.existsSync(f));
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...files], {
    stdio: 'inherit',
  });
}

console.log(
  `${dryRun ? '(dry run) ' : ''}moved ${movedNow.size} files, rewrote ${rewritten} imports and ${mentions} mentions in ${changedFiles.size} files`,
);
if (dangling.length > 0) {
  console.log(`relative imports that reach no file (${dangling.length}):`);
  for (const d of dangling) console.log(`  ${d}`);
}
