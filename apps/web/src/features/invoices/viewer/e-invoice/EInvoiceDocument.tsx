import { Button, Card, Classes, H4, H5, HTMLTable, Tag } from '@blueprintjs/core';
import { DocumentOpenIcon, PaperclipIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n/use-translation';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../../../../lib/format';
import { openAttachment } from './attachments';
import { unitName, type EInvoiceModel, type EInvoiceParty } from './model';

const money = (value: string | null, currency: string | null) =>
  value === null ? EMPTY_VALUE : formatCurrency(Number(value), currency);
const date = (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE);

function Party({ title, party }: { title: string; party: EInvoiceParty }) {
  return (
    <div className="e-invoice-party">
      <H5 className={Classes.TEXT_MUTED}>{title}</H5>
      <div className="e-invoice-party-name">{party.name ?? EMPTY_VALUE}</div>
      {party.tradingName && party.tradingName !== party.name && <div>{party.tradingName}</div>}
      {party.address.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {party.vatId && <div>VAT {party.vatId}</div>}
      {party.contact.map((line) => (
        <div key={line} className={Classes.TEXT_MUTED}>
          {line}
        </div>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="e-invoice-section">
      <H5>{title}</H5>
      {children}
    </section>
  );
}

/** The invoice as a person reads it, from its XML: a Blueprint card in the current theme. */
export function EInvoiceDocument({ model: m }: { model: EInvoiceModel }) {
  const t = useT('invoice');
  const facts: [string, string | null][] = [
    [t('e_invoice_issue_date', 'Issue date'), date(m.issueDate)],
    [t('e_invoice_due_date', 'Due date'), m.dueDate ? date(m.dueDate) : null],
    [t('e_invoice_delivery_date', 'Delivery date'), m.deliveryDate ? date(m.deliveryDate) : null],
    [t('e_invoice_currency', 'Currency'), m.currency],
    [t('e_invoice_order', 'Purchase order'), m.orderReference],
    [t('e_invoice_buyer_reference', 'Buyer reference'), m.buyerReference],
  ];
  return (
    <Card className="e-invoice-document" data-testid="e-invoice-document">
      <header className="e-invoice-head">
        <H4>
          {m.title} {m.number ?? ''}
        </H4>
        <Tag minimal>{`${m.syntax}${m.typeCode ? ` · ${m.typeCode}` : ''}`}</Tag>
      </header>
      <div className="e-invoice-parties">
        <Party title={t('e_invoice_seller', 'Seller')} party={m.seller} />
        <Party title={t('e_invoice_buyer', 'Buyer')} party={m.buyer} />
      </div>
      <dl className="e-invoice-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className={Classes.TEXT_MUTED}>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Section title={t('e_invoice_lines', 'Lines')}>
        <HTMLTable compact striped className="e-invoice-table" data-testid="e-invoice-lines">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('e_invoice_description', 'Description')}</th>
              <th className="is-number">{t('e_invoice_quantity', 'Quantity')}</th>
              <th>{t('e_invoice_unit', 'Unit')}</th>
              <th className="is-number">{t('e_invoice_price', 'Price')}</th>
              <th className="is-number">{t('e_invoice_vat', 'VAT %')}</th>
              <th className="is-number">{t('e_invoice_amount', 'Amount')}</th>
            </tr>
          </thead>
          <tbody>
            {m.lines.map((line, index) => (
              <tr key={`${line.id}-${index}`}>
                <td>{line.id ?? index + 1}</td>
                <td>
                  {line.description ?? EMPTY_VALUE}
                  {line.detail && <div className={Classes.TEXT_MUTED}>{line.detail}</div>}
                </td>
                <td className="is-number">{line.quantity ?? EMPTY_VALUE}</td>
                <td title={line.unit ?? undefined}>{unitName(line.unit) ?? EMPTY_VALUE}</td>
                <td className="is-number">{money(line.price, m.currency)}</td>
                <td className="is-number">{line.taxRate ?? EMPTY_VALUE}</td>
                <td className="is-number">{money(line.amount, m.currency)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Section>
      {m.allowancesAndCharges.length > 0 && (
        <Section title={t('e_invoice_allowances', 'Allowances and charges')}>
          <HTMLTable compact className="e-invoice-table">
            <tbody>
              {m.allowancesAndCharges.map((a, index) => (
                <tr key={index}>
                  <td>
                    {a.charge
                      ? t('e_invoice_charge', 'Charge')
                      : t('e_invoice_allowance', 'Allowance')}
                  </td>
                  <td>{a.reason ?? EMPTY_VALUE}</td>
                  <td className="is-number">
                    {money(a.charge ? a.amount : a.amount && `-${a.amount}`, m.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Section>
      )}
      <div className="e-invoice-sums">
        {m.vat.length > 0 && (
          <Section title={t('e_invoice_vat_breakdown', 'VAT breakdown')}>
            <HTMLTable compact className="e-invoice-table">
              <tbody>
                {m.vat.map((v, index) => (
                  <tr key={index}>
                    <td>{`${v.category ?? ''} ${v.rate ?? ''} %`}</td>
                    <td className="is-number">{money(v.taxable, m.currency)}</td>
                    <td className="is-number">{money(v.tax, m.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Section>
        )}
        <Section title={t('e_invoice_totals', 'Totals')}>
          <HTMLTable compact className="e-invoice-table" data-testid="e-invoice-totals">
            <tbody>
              {m.totals.map((row) => (
                <tr key={row.label} className={row.grand ? 'is-grand' : undefined}>
                  <td>{row.label}</td>
                  <td className="is-number">{money(row.amount, m.currency)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Section>
      </div>
      {(m.payment.length > 0 || m.paymentTerms.length > 0) && (
        <Section title={t('e_invoice_payment', 'Payment')}>
          {m.paymentTerms.map((term) => (
            <p key={term}>{term}</p>
          ))}
          {m.payment.map((p, index) => (
            <dl key={index} className="e-invoice-facts" data-testid="e-invoice-payment">
              {(
                [
                  ['IBAN', p.iban],
                  ['BIC', p.bic],
                  [t('e_invoice_account_name', 'Account name'), p.accountName],
                  [t('e_invoice_payment_reference', 'Payment reference'), p.reference],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className={Classes.TEXT_MUTED}>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          ))}
        </Section>
      )}
      {m.notes.length > 0 && (
        <Section title={t('e_invoice_notes', 'Notes')}>
          {m.notes.map((note) => (
            <p key={note} className="e-invoice-note">
              {note}
            </p>
          ))}
        </Section>
      )}
      {m.attachments.length > 0 && (
        <Section title={t('e_invoice_attachments', 'Attachments')}>
          <ul className="e-invoice-attachments" data-testid="e-invoice-attachments">
            {m.attachments.map((a, index) => (
              <li key={index}>
                <PaperclipIcon />
                <span>{a.fileName ?? a.description ?? a.id ?? `#${index + 1}`}</span>
                {a.description && a.fileName && (
                  <span className={Classes.TEXT_MUTED}>{a.description}</span>
                )}
                {a.base64 ? (
                  <Button
                    small
                    variant="minimal"
                    icon={<DocumentOpenIcon />}
                    text={t('e_invoice_open', 'Open')}
                    onClick={() => openAttachment(a)}
                  />
                ) : (
                  a.uri && <span className={Classes.TEXT_MUTED}>{a.uri}</span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </Card>
  );
}
