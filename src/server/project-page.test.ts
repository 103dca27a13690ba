import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPageWithData } from './project-page';

function pageFor() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-page-'));
  fs.mkdirSync(path.join(root, 'routes'));
  fs.writeFileSync(
    path.join(root, 'routes', 'projects-id.html'),
    '<html><head><meta charset="UTF-8" />\n    <title>Ridgeline</title></head><body></body></html>',
  );
  return projectPageWithData(root, 'routes/projects-id.html');
}

const preloadOf = (html: string | null) =>
  /<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>\n {4}<title>/.exec(
    html ?? '',
  )?.[1];

describe("a project's page asks for the project itself", () => {
  it('preloads GET /api/projects/<id> as the app asks it, the id encoded once', () => {
    const page = pageFor();
    expect(preloadOf(page('routes/projects-id.html', '/projects/abc-123', true))).toBe(
      '/api/projects/abc-123',
    );
    expect(preloadOf(page('routes/projects-id.html', '/projects/abc?tab=photos', true))).toBe(
      '/api/projects/abc',
    );
    // The router decodes the segment and the app encodes it again: the same URL.
    expect(preloadOf(page('routes/projects-id.html', '/projects/a%20b%26c', true))).toBe(
      '/api/projects/a%20b%26c',
    );
    expect(preloadOf(page('routes/projects-id.html', '/projects/"x"', true))).toBe(
      '/api/projects/%22x%22',
    );
  });

  it('leaves other pages, visits with no session and undecodable ids as they are', () => {
    const page = pageFor();
    expect(page('routes/projects-id.html', '/projects/abc', false)).toBeNull();
    expect(page('routes/map.html', '/projects/abc', true)).toBeNull();
    expect(page('routes/projects-id.html', '/projects/abc/photos', true)).toBeNull();
    expect(page('routes/projects-id.html', '/projects/%E0%A4%A', true)).toBeNull();
    expect(
      projectPageWithData('/nonexistent', 'routes/projects-id.html')(
        'routes/projects-id.html',
        '/projects/a',
        true,
      ),
    ).toBeNull();
  });
});
