import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { inTransaction } from '../src/db/transaction';
import { claimJob, enqueueJob, markSucceeded } from '../src/jobs/queue';
import { createInvoicesRepository } from '../src/repositories/invoices';
import { createUsersRepository } from '../src/repositories/users';
import { openTestDatabase, testEngine } from './test-database';

// Issue 21: one person's batch of uploads must not keep another's invoice waiting behind it.

const KIND = 'extract-invoice';
let db: Db;
let close: () => Promise<void>;
let docs = 0;
let users: ReturnType<typeof createUsersRepository>;
const user = (name: string) => users.create(`${name}@fair.test`, name, 'x');

beforeAll(async () => {
  const opened = await openTestDatabase();
  ({ db, close } = opened);
  await migrate(db, opened.config);
  users = createUsersRepository(db);
});
afterAll(() => close());

/** An uploaded invoice with its extraction job queued, as an upload makes it. */
async function upload(userId: number): Promise<number> {
  docs += 1;
  const invoices = createInvoicesRepository(db);
  return inTransaction(db, async (trx) => {
    const { id } = await invoices.insert(trx, {
      doc_id: `fair-${docs}`,
      sha256: `sha-${docs}`,
      upload_remarks: null,
      created_by: userId,
    });
    await enqueueJob(trx, {
      kind: KIND,
      payload: { invoice_id: id },
      owner: { type: 'invoice', id },
    });
    return id;
  });
}

async function claim(worker: string) {
  const job = await claimJob(db, worker, [KIND], 60_000);
  if (!job) throw new Error('nothing claimed');
  return job;
}

const finish = (job: { id: number }, worker: string) =>
  inTransaction(db, (trx) => markSucceeded(trx, job.id, worker, null));

describe(`fair job order between uploaders on ${testEngine}`, () => {
  it('claims the other uploader’s document second, not sixth, one slot at a time', async () => {
    const [ann, bob] = [await user('ann'), await user('bob')];
    const anns = [];
    for (let i = 0; i < 5; i += 1) anns.push(await upload(ann));
    const bobs = await upload(bob);
    const order: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const job = await claim('one-slot');
      order.push(job.owner_id!);
      await finish(job, 'one-slot');
    }
    expect(order).toEqual([anns[0], bobs, ...anns.slice(1)]);
    expect(await claimJob(db, 'one-slot', [KIND], 60_000)).toBeUndefined();
  });

  it('gives a second slot to the other uploader while the first runs a long document', async () => {
    const [cleo, dan] = [await user('cleo'), await user('dan')];
    const cleos = [await upload(cleo), await upload(cleo), await upload(cleo)];
    const dans = await upload(dan);
    const first = await claim('slot-1');
    const second = await claim('slot-2');
    expect([first.owner_id, second.owner_id]).toEqual([cleos[0], dans]);
    await finish(first, 'slot-1');
    await finish(second, 'slot-2');
  });

  it('takes turns by what each was served in the last hour, first come first served within one', async () => {
    // Cleo has two left from the test above and was served once; Dan was served once; Eve
    // never. Eve's three go in order, taking turns with the others.
    const eve = await user('eve');
    const eves = [await upload(eve), await upload(eve), await upload(eve)];
    const order: number[] = [];
    for (let job; (job = await claimJob(db, 'one-slot', [KIND], 60_000));) {
      order.push(job.owner_id!);
      await finish(job, 'one-slot');
    }
    expect(order).toHaveLength(5);
    expect(order.filter((id) => eves.includes(id))).toEqual(eves);
    expect(order[0]).toBe(eves[0]);
  });
});
