import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { approvedInvoice, fromToday, payableVendor } from './support/payment-runs';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// At confirmation the server checks what the bank's schema and the SEPA rulebook would refuse,
// and names the field (issue 25 item 3).
const server = signedInTestApp();

describe(`the bank's checks before a run is confirmed, on ${testEngine}`, () => {
  it('refuses a euro transfer to an IBAN outside the SEPA area, naming the field', async () => {
    const { app } = server;
    const payer = await userWithRoles(app, ['payer']);
    const approver = await userWithRoles(app, ['approver']);
    // A Turkish supplier invoicing in euros: a valid IBAN, but no SEPA credit transfer reaches it.
    const vendor = await payableVendor(app, 'Anadolu Makina AS', {
      iban: 'TR330006100519786457841326',
    });
    const id = await approvedInvoice(
      app,
      {
        number: 'TR-1',
        vendorId: vendor,
        cents: 99_00,
        invoiceDate: fromToday(-30),
        dueDate: fromToday(-1),
      },
      approver,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-runs',
      headers: payer.auth,
      payload: { pay_date: fromToday(1), invoice_ids: [id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json().data as { id: number };
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/payment-runs/${run.id}/confirm`,
      headers: payer.auth,
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({
      message: 'The bank would refuse this run: fix the fields named',
      code: 'payment_file_invalid',
      issues: [
        { path: 'transfers[0].creditorIban', message: 'The IBAN is not in a SEPA country.' },
      ],
    });
    expect((await app.repos.invoices.find(id))?.payment_run_id).toBeNull();
  });
});
