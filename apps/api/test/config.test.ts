import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'procure-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('generates a JWT secret on first run and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ PROCURE_DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ PROCURE_DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('derives paths from the data directory', () => {
    const dir = dataDir();
    const config = loadConfig({
      PROCURE_DATA_DIR: dir,
      UPLOAD_LIMIT_MB: '5',
      CORS_ORIGINS: 'https://a.test, https://b.test',
    });
    expect(config.database).toEqual({ engine: 'sqlite', path: path.join(dir, 'procure.db') });
    expect(config.documentsDir).toBe(path.join(dir, 'documents'));
    expect(config.uploadLimitBytes).toBe(5 * 1024 * 1024);
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
  });

  it('switches to PostgreSQL when DATABASE_URL says so', () => {
    const config = loadConfig({
      PROCURE_DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://app:secret@db:5432/procure',
      DATABASE_SCHEMA: 'tenant_a',
    });
    expect(
      loadConfig({ PROCURE_DATA_DIR: dataDir(), DATABASE_URL: 'postgres://d' }).database,
    ).toMatchObject({ schema: 'public' });
    expect(config.database).toEqual({
      engine: 'postgres',
      url: 'postgres://app:secret@db:5432/procure',
      schema: 'tenant_a',
      poolSize: 10,
    });
    expect(() =>
      loadConfig({ PROCURE_DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x@y/z' }),
    ).toThrow(/DATABASE_URL must be a postgres:\/\/ address/);
  });

  it('keeps one base currency, INR unless BASE_CURRENCY names another ISO 4217 code', () => {
    expect(loadConfig({ PROCURE_DATA_DIR: dataDir() }).baseCurrency).toBe('INR');
    expect(loadConfig({ PROCURE_DATA_DIR: dataDir(), BASE_CURRENCY: ' eur ' }).baseCurrency).toBe(
      'EUR',
    );
    expect(() => loadConfig({ PROCURE_DATA_DIR: dataDir(), BASE_CURRENCY: 'XQZ' })).toThrow(
      /BASE_CURRENCY must be an ISO 4217 currency code/,
    );
  });

  it('refuses bad values with a message naming each one', () => {
    expect(() =>
      loadConfig({ PROCURE_DATA_DIR: dataDir(), PORT: 'eighty', JWT_SECRET: 'short' }),
    ).toThrow(/PORT[\s\S]*JWT_SECRET must be at least 32 characters/);
  });
});
