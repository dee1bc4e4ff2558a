import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { undoOthersRefusal } from '../src/services/invoice-payments';
import { signedInTestApp } from './helpers';
import { approveAnyway, colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// Undoing a payment erases the record that money was sent: only the payer who recorded it, or
// an administrator, may do it, and the history names both (issue 22, segregation of duties).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const approvers = [colleague(server, 'First Approver'), colleague(server, 'Second Approver')];
const recorder = colleague(server, 'Paula Payer', ['payer']);
const otherPayer = colleague(server, 'Otto Payer', ['payer']);

describe(`undoing someone else's payment on ${testEngine}`, { timeout: 120_000 }, () => {
  it('is refused to another payer with the sentence, and allowed to an admin with a history row', async () => {
    const pdf = await invoicePdf(sample('en-classic-usd'));
    const doc = await storeFile(server.app, server.auth, pdf, 'undo-rights.pdf');
    const id = doc.invoice_id!;
    await settled(server.app, server.auth, id);
    expect((await approveAnyway(approvers[0]!, approvers[1]!, id)).statusCode).toBe(200);
    const paid = await recorder.call('POST', `/api/v1/invoice/${id}/pay`, {
      amount: 10,
      paid_on: '2026-11-01',
      reference: 'TX-9',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payments = async () =>
      contract.invoice.payments.responses[200].parse(
        (await server.call('GET', `/api/v1/invoice/${id}/payments`)).json(),
      ).data.payments;
    const [payment] = await payments();
    // The web offers Undo by this id (the recorder's) and the viewer's roles.
    expect(payment!.by_id).toBe(recorder.id);
    const url = `/api/v1/invoice/${id}/payments/${payment!.id}`;

    const refused = await otherPayer.call('DELETE', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: undoOthersRefusal('Paula Payer'),
      code: 'forbidden',
    });
    expect(refused.json().message).toBe(
      'Paula Payer recorded this payment; only they or an administrator can undo it.',
    );
    // Nothing changed.
    expect(await payments()).toHaveLength(1);

    // The demo user is an admin.
    const undone = await server.call('DELETE', url);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await payments()).toEqual([]);
    const history = contract.invoice.history.responses[200].parse(
      (await server.call('GET', `/api/v1/invoice/${id}/history`)).json(),
    ).data.events;
    const undoRow = history.find((event) => event.action === 'payment_undone');
    expect(undoRow?.reason).toBe('10.00 on 2026-11-01 (ref TX-9), recorded by Paula Payer');
  });
});
