import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPageWithData } from './project-page';

function pageFor(root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-page-'))) {
  fs.mkdirSync(path.join(root, 'routes'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'routes', 'projects-id.html'),
    '<html><head><meta charset="UTF-8" />\n    <title>Ridgeline</title></head><body></body></html>',
  );
  return projectPageWithData(root, 'routes/projects-id.html');
}

/** The preloads written before the page's title, in order. */
const preloadsOf = (html: string | null) =>
  [...(html ?? '').matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>\n/g)]
    .map((m) => m[1])
    .concat(/\n {4}<title>/.test(html ?? '') ? [] : ['(no title after the links)']);

describe("a project's page asks for its first screen's data", () => {
  it('knows a project page by its address, the id decoded as the router decodes it', () => {
    const { projectIdOf } = pageFor();
    expect(projectIdOf('routes/projects-id.html', '/projects/abc-123')).toBe('abc-123');
    expect(projectIdOf('routes/projects-id.html', '/projects/abc?tab=photos')).toBe('abc');
    expect(projectIdOf('routes/projects-id.html', '/projects/a%20b%26c')).toBe('a b&c');
    // Other pages and addresses, and undecodable ids, are sent as they are.
    expect(projectIdOf('routes/map.html', '/projects/abc')).toBeNull();
    expect(projectIdOf('routes/projects-id.html', '/projects/abc/photos')).toBeNull();
    expect(projectIdOf('routes/projects-id.html', '/projects/%E0%A4%A')).toBeNull();
    const none = projectPageWithData('/nonexistent', 'routes/projects-id.html');
    expect(none.projectIdOf('routes/projects-id.html', '/projects/a')).toBeNull();
    expect(none.page('a', 'owner')).toBeNull();
  });

  it('preloads what the role reads, as the app asks it: the id encoded once', () => {
    const { page } = pageFor();
    expect(preloadsOf(page('a b&c', 'estimator'))).toEqual([
      '/api/projects/a%20b%26c',
      '/api/stages',
      '/api/lead-sources',
      '/api/salespeople',
      '/api/projects/a%20b%26c/estimates',
    ]);
    expect(preloadsOf(page('"x"', 'owner'))[0]).toBe('/api/projects/%22x%22');
    // Crew read neither the salespeople nor the estimates (both the office's): no preload the
    // server would refuse.
    expect(preloadsOf(page('abc', 'crew'))).toEqual([
      '/api/projects/abc',
      '/api/stages',
      '/api/lead-sources',
    ]);
  });
});
