import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';

// There is no Docker engine on our machines, so the compose file is checked for what can go
// wrong without one: it parses, and every file, port and path it names exists and agrees.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Service = {
  build: { context: string; dockerfile: string };
  image?: string;
  profiles?: string[];
  ports: string[];
  environment: Record<string, string>;
  volumes: string[];
  healthcheck: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
};
// Compose resolves YAML merge keys (<<: *api); so must the parser.
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const api = compose.services.api!;
const dockerfile = readFileSync(path.join(root, api.build.context, api.build.dockerfile), 'utf8');

describe('docker-compose.yml', () => {
  it('builds from a Dockerfile that exists and copies manifests that exist', () => {
    for (const [, file] of dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm)) {
      if (file !== '.') expect(existsSync(path.join(root, file!)), file).toBe(true);
    }
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/start.mjs"\]/);
    expect(existsSync(path.join(root, 'scripts/start.mjs'))).toBe(true);
  });

  it('publishes the port the server listens on', () => {
    const config = loadConfig({
      ...api.environment,
      PROCURE_DATA_DIR: path.join(root, 'data', 'compose-check'),
    });
    const [host, container] = api.ports[0]!.split(':');
    expect(Number(container)).toBe(config.port);
    expect(Number(host)).toBeGreaterThan(0);
    expect(dockerfile).toContain(`EXPOSE ${config.port}`);
    expect(config.host).toBe('0.0.0.0');
  });

  it('keeps the data directory in the named volume', () => {
    const [volume, mountPath] = api.volumes[0]!.split(':');
    expect(compose.volumes).toHaveProperty(volume!);
    expect(api.environment.PROCURE_DATA_DIR).toBe(mountPath);
    expect(dockerfile).toContain(`VOLUME ["${mountPath}"]`);
  });

  it('publishes no JWT secret and seeds no demo account in production (issue 21)', () => {
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    for (const service of [api, compose.services['api-postgres']!]) {
      expect(service.environment).not.toHaveProperty('JWT_SECRET');
      const config = loadConfig({
        NODE_ENV: 'production',
        ...service.environment,
        DATABASE_URL: undefined,
        PROCURE_DATA_DIR: path.join(root, 'data', 'compose-check'),
      });
      expect(config.seedDemo).toBe(false);
    }
  });

  it('checks health on the contract health route and port', () => {
    const probe = api.healthcheck.test.join(' ');
    expect(probe).toContain(
      `http://127.0.0.1:${api.environment.PORT}${contract.system.health.path}`,
    );
    expect(dockerfile).toContain(`127.0.0.1:3000${contract.system.health.path}`);
  });
});

describe('docker-compose.yml, postgres profile', () => {
  const apiPg = compose.services['api-postgres']!;
  const postgres = compose.services.postgres!;

  it('runs PostgreSQL 15 with its own volume and a health check, only in the profile', () => {
    expect(api.profiles).toBeUndefined();
    expect(apiPg.profiles).toEqual(['postgres']);
    expect(postgres.profiles).toEqual(['postgres']);
    expect(postgres.image).toMatch(/^postgres:15/);
    const [volume, mountPath] = postgres.volumes[0]!.split(':');
    expect(compose.volumes).toHaveProperty(volume!);
    expect(mountPath).toBe('/var/lib/postgresql/data');
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');
  });

  it('points the API at that database and waits for it to be healthy', () => {
    expect(apiPg.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    const config = loadConfig({
      ...apiPg.environment,
      PROCURE_DATA_DIR: path.join(root, 'data', 'compose-check'),
    });
    const { POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB } = postgres.environment;
    expect(config.database).toMatchObject({
      engine: 'postgres',
      url: `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@postgres:5432/${POSTGRES_DB}`,
    });
    expect(apiPg.build).toEqual(api.build);
    expect(apiPg.healthcheck).toEqual(api.healthcheck);
    const [documents] = apiPg.volumes[0]!.split(':');
    expect(compose.volumes).toHaveProperty(documents!);
    expect(documents).not.toBe(api.volumes[0]!.split(':')[0]);
  });
});
