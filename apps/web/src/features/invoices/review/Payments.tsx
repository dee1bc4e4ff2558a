import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Section,
  SectionCard,
} from '@blueprintjs/core';
import { InvoicePaymentBodySchema, type InvoicePayments } from '@procure/contract';
import { useId, useState } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import {
  useInvoicePaymentsQuery,
  usePayInvoiceMutation,
  useUndoPaymentMutation,
} from '../api/invoice-api';
import { UndoPaymentButton } from './UndoPaymentButton';

type Errors = Partial<Record<'amount' | 'paid_on' | 'reference', string>>;
const today = () => new Date().toISOString().slice(0, 10);

/** The Mark paid dialog: amount (all that is outstanding to begin with), date (today) and a
 * reference. The contract's rules check the fields before they are sent; the server's field
 * issues (more than is outstanding) show under their field. */
export function PaymentDialog({
  invoiceId,
  isOpen,
  onClose,
}: {
  invoiceId: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useT('invoice');
  const payments = useInvoicePaymentsQuery({ params: { id: invoiceId } }, { skip: !isOpen });
  // The form starts from what is outstanding; it starts again only when the payments change.
  const data = isOpen ? payments.data?.data : undefined;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('mark_paid', 'Mark paid')}>
      {data ? (
        <PaymentForm key={`${data.paid}-${data.payments.length}`} data={data} onDone={onClose} />
      ) : (
        <DialogBody>
          <div className={`${Classes.SKELETON} history-skeleton`} />
        </DialogBody>
      )}
    </Dialog>
  );
}

function PaymentForm({ data, onDone }: { data: InvoicePayments; onDone: () => void }) {
  const t = useT('invoice');
  const tc = useT('common');
  const ids = { amount: useId(), date: useId(), reference: useId() };
  const [pay, { isLoading }] = usePayInvoiceMutation();
  const [amount, setAmount] = useState(data.outstanding === null ? '' : String(data.outstanding));
  const [paidOn, setPaidOn] = useState(today());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = InvoicePaymentBodySchema.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      paid_on: paidOn,
      reference: reference.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            issue.code === 'invalid_type' ? t('enter_amount', 'Enter an amount') : issue.message,
          ]),
        ),
      );
      return;
    }
    const result = await pay({ params: { id: data.invoice_id }, body: parsed.data });
    if ('error' in result) {
      const error = result.error as ContractError;
      setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      return;
    }
    showToast(
      result.data.data.paymentStatus === 'paid'
        ? t('invoice_paid', 'Invoice marked paid')
        : t('payment_recorded', 'Payment recorded'),
      'success',
    );
    onDone();
  };

  const field = (name: keyof Errors) => ({
    intent: errors[name] ? ('danger' as const) : ('none' as const),
    helperText: errors[name],
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <p data-testid="payment-outstanding">
          {t('outstanding_of', '{outstanding} outstanding of {total}', {
            outstanding: formatCurrency(data.outstanding, data.currency),
            total: formatCurrency(data.total, data.currency),
          })}
        </p>
        <FormGroup
          label={t('payment_amount', 'Amount')}
          labelFor={ids.amount}
          labelInfo="*"
          {...field('amount')}
        >
          <InputGroup
            id={ids.amount}
            inputMode="decimal"
            autoFocus
            value={amount}
            intent={field('amount').intent}
            onValueChange={(value) => {
              setAmount(value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
          />
        </FormGroup>
        <FormGroup
          label={t('payment_date', 'Payment date')}
          labelFor={ids.date}
          labelInfo="*"
          {...field('paid_on')}
        >
          <InputGroup
            id={ids.date}
            type="date"
            value={paidOn}
            intent={field('paid_on').intent}
            onValueChange={(value) => {
              setPaidOn(value);
              setErrors((e) => ({ ...e, paid_on: undefined }));
            }}
          />
        </FormGroup>
        <FormGroup
          label={t('payment_reference', 'Reference')}
          labelFor={ids.reference}
          {...field('reference')}
        >
          <InputGroup
            id={ids.reference}
            value={reference}
            intent={field('reference').intent}
            onValueChange={(value) => {
              setReference(value);
              setErrors((e) => ({ ...e, reference: undefined }));
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={tc('cancel', 'Cancel')} onClick={onDone} />
            <Button
              type="submit"
              intent="primary"
              text={t('record_payment', 'Record payment')}
              loading={isLoading}
            />
          </>
        }
      />
    </form>
  );
}

/** An approved invoice's payments: amount, date, reference, who; each can be undone; what they
 * add up to and what is outstanding. Shared by the detail and the reference page. */
export function PaymentsSection({ invoiceId }: { invoiceId: number }) {
  const t = useT('invoice');
  const payments = useInvoicePaymentsQuery({ params: { id: invoiceId } });
  const [undo, { isLoading: undoing, originalArgs }] = useUndoPaymentMutation();
  const data = payments.data?.data;
  const onUndo = async (paymentId: number) => {
    const result = await undo({ params: { id: invoiceId, paymentId } });
    if (!('error' in result)) showToast(t('payment_undone', 'Payment undone'), 'success');
  };
  return (
    <Section
      title={t('payments', 'Payments')}
      collapsible
      compact
      data-testid="payments-section"
      rightElement={
        data ? (
          <span className={Classes.TEXT_MUTED} data-testid="payments-summary">
            {t('paid_of', '{paid} paid of {total}', {
              paid: formatCurrency(data.paid, data.currency),
              total: formatCurrency(data.total, data.currency),
            })}
          </span>
        ) : undefined
      }
    >
      <SectionCard padded={!data?.payments.length}>
        {!data ? (
          <div className={`${Classes.SKELETON} history-skeleton`} />
        ) : !data.payments.length ? (
          <NonIdealState description={t('no_payments', 'No payments recorded yet.')} />
        ) : (
          <HTMLTable compact className="match-table" data-testid="payments">
            <thead>
              <tr>
                <th>{t('payment_date', 'Payment date')}</th>
                <th className="is-number">{t('payment_amount', 'Amount')}</th>
                <th>{t('payment_reference', 'Reference')}</th>
                <th>{t('recorded_by', 'Recorded by')}</th>
                <th aria-label={t('actions', 'Actions')} />
              </tr>
            </thead>
            <tbody>
              {data.payments.map((payment) => (
                <tr key={payment.id} data-payment={payment.id}>
                  <td>{formatDate(payment.paid_on)}</td>
                  <td className="is-number">{formatCurrency(payment.amount, data.currency)}</td>
                  <td>{payment.reference ?? EMPTY_VALUE}</td>
                  <td>{payment.by}</td>
                  <td>
                    <UndoPaymentButton
                      payment={payment}
                      loading={undoing && originalArgs?.params.paymentId === payment.id}
                      onUndo={() => void onUndo(payment.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </SectionCard>
    </Section>
  );
}
