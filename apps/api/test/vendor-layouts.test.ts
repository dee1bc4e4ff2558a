import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { inTransaction } from '../src/db/transaction';
import {
  readVendorLayout,
  saveVendorLayout,
  vendorLayoutKeys,
} from '../src/repositories/vendor-layouts';
import { openTestDatabase, testEngine } from './test-database';

describe(`vendor layouts (issue 23 §4) on ${testEngine}`, () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
    await migrate(db, opened.config);
  });
  afterAll(async () => opened.close());

  const vendor = {
    taxId: 'DE 123 456 789',
    iban: 'DE89 3704 0044 0532 0130 00',
    name: 'Hinterhof Werkstatt GmbH',
  };

  it('keys a vendor by tax id, IBAN and folded name, surest first', () => {
    expect(vendorLayoutKeys(vendor)).toEqual([
      'tax:DE123456789',
      'iban:DE89370400440532013000',
      'name:hinterhof werkstatt gmbh',
    ]);
    expect(vendorLayoutKeys({ name: ' ' })).toEqual([]);
    // The master entry first; names it was read under after its own.
    expect(
      vendorLayoutKeys({ vendorId: 7, name: 'Acme', aliases: ['ACME', 'Acne', null] }),
    ).toEqual(['vendor:7', 'name:acme', 'name:acne']);
  });

  it('stores a layout under every key, finds it by any of them, and a new one replaces it', async () => {
    const first = { invoice_number: { label: 'beleg kennung', placement: 'right' as const } };
    await inTransaction(db, (trx) => saveVendorLayout(trx, vendor, first));
    expect(await readVendorLayout(db, vendor)).toEqual(first);
    // A receipt printing only the name finds what the tax id was stored with.
    expect(await readVendorLayout(db, { name: 'HINTERHOF Werkstatt GmbH' })).toEqual(first);
    expect(await readVendorLayout(db, { taxId: 'DE999999999' })).toBeNull();
    const corrected = { invoice_number: { label: 'unser zeichen', placement: 'below' as const } };
    await inTransaction(db, (trx) => saveVendorLayout(trx, vendor, corrected));
    expect(await readVendorLayout(db, { iban: vendor.iban })).toEqual(corrected);
    const rows = await db.selectFrom('vendor_layouts').select('vendor_key').execute();
    expect(rows).toHaveLength(3);
  });

  it('a database that ran 024 before 023 landed gets 023 on its next start', async () => {
    await db.schema.dropTable('vendor_layouts').execute();
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '023_vendor_layouts' as never)
      .execute();
    expect(await migrate(db, opened.config)).toEqual(['023_vendor_layouts']);
    expect(await readVendorLayout(db, vendor)).toBeNull();
  });
});
