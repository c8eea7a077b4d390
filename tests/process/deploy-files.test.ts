import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// There is no Docker engine on the development machine: the container files are checked, not built.
describe('deploy/ files (checked without Docker)', () => {
  const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
  const compose = readFileSync('deploy/compose.yaml', 'utf8');
  const nginx = readFileSync('deploy/nginx.conf', 'utf8');

  it('the Dockerfile copies only files that exist, builds in stages and runs unprivileged with a health check', () => {
    const copies = dockerfile
      .split('\n')
      .filter((l) => /^COPY\s/.test(l) && !l.includes('--from='))
      .flatMap((l) => l.trim().split(/\s+/).slice(1, -1));
    expect(copies.length).toBeGreaterThan(5);
    for (const source of copies) expect(existsSync(source), source).toBe(true);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    // The compiled server it starts is where the build puts it.
    expect(dockerfile).toContain('"dist/server/server/main.js"');
    expect(readFileSync('tsconfig.server.json', 'utf8')).toContain('"src/server');
  });

  it('compose runs PostgreSQL, two app servers behind nginx with TRUST_PROXY, and nginx uses this config', () => {
    for (const service of ['db:', 'app1:', 'app2:', 'nginx:']) expect(compose).toContain(`  ${service}`);
    expect(compose).toContain('dockerfile: deploy/Dockerfile');
    expect(compose).toContain('TRUST_PROXY: "1"');
    expect(compose).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx).toMatch(/server app1:3000/);
    expect(nginx).toMatch(/server app2:3000/);
    expect(compose).not.toMatch(/\t/);
  });
});
