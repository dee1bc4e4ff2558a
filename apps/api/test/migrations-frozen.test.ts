import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A migration is frozen once written: what it does to a database that runs it later must not
// change with the live code. So it imports only Kysely and the database layer's own primitives
// (dialect helpers), never repositories, services or packages that move with the product.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

describe('migrations', () => {
  const files = readdirSync(dir).filter((f) => /^\d{3}_.+\.ts$/.test(f));
  it.each(files)('%s imports no live product code', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const imports = [...source.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);
    for (const spec of imports) {
      expect(['kysely', '../dialect'], `${file} imports ${spec}`).toContain(spec);
    }
  });
});
