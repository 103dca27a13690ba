import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envSchema } from './config';

interface Row {
  name: string;
  /** The default column: a `code` value, or "not set". */
  default: string;
}

/** The rows of the table under README.md's "## Configuration" heading. */
function readmeConfigurationRows(): Row[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const section = /\n## Configuration\n([\s\S]*?)(?=\n## )/.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const [name = '', defaultCell = ''] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      return { name: name.replace(/`/g, ''), default: defaultCell };
    });
}

/** What README should print as a variable's default: its schema default in code, or "not set". */
function documentedDefault(schema: z.ZodType): string {
  return schema instanceof z.ZodDefault ? `\`${String(schema.def.defaultValue)}\`` : 'not set';
}

describe("README.md's configuration table", () => {
  const rows = readmeConfigurationRows();

  it('lists exactly the variables the config schema reads, each once', () => {
    const names = rows.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it.each(Object.entries(envSchema.shape))('gives the real default of %s', (name, schema) => {
    expect(rows.find((r) => r.name === name)?.default).toBe(documentedDefault(schema));
  });
});
