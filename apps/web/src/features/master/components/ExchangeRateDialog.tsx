import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { ExchangeRate } from '@procure/contract';
import { useState } from 'react';
import type { ContractError } from '../../../lib/contract-query';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useAddExchangeRateMutation,
  useUpdateExchangeRateMutation,
} from '../api/exchange-rates-api';

/** Adds a rate (currency, day, rate) or corrects one (the rate only: currency and day name it).
 * The server checks every field and its messages show under them. */
export function ExchangeRateDialog({
  rate,
  isOpen,
  baseCurrency,
  onClose,
}: {
  /** The rate to correct; none: a new one. */
  rate?: ExchangeRate;
  isOpen: boolean;
  baseCurrency: string;
  onClose: () => void;
}) {
  // Keyed: each opening starts from the rate it opens.
  return isOpen ? (
    <RateDialog
      key={rate ? `${rate.currency}/${rate.rate_date}` : 'new'}
      rate={rate}
      baseCurrency={baseCurrency}
      onClose={onClose}
    />
  ) : null;
}

function RateDialog({
  rate,
  baseCurrency,
  onClose,
}: {
  rate?: ExchangeRate;
  baseCurrency: string;
  onClose: () => void;
}) {
  const t = useT('master');
  const tc = useT('common');
  const [currency, setCurrency] = useState(rate?.currency ?? '');
  const [day, setDay] = useState(rate?.rate_date ?? new Date().toISOString().slice(0, 10));
  const [value, setValue] = useState(rate?.rate ?? '');
  const [add, added] = useAddExchangeRateMutation();
  const [update, updated] = useUpdateExchangeRateMutation();
  const error = (added.error ?? updated.error) as ContractError | undefined;
  const issueAt = (path: string) => error?.issues?.find((i) => i.path === path)?.message;
  const save = async () => {
    const result = rate
      ? await update({
          params: { currency: rate.currency, rate_date: rate.rate_date },
          body: { rate: value },
        })
      : await add({ body: { currency, rate_date: day, rate: value } });
    if ('data' in result && result.data) onClose();
  };
  const field = (path: string, label: string, control: React.ReactNode) => (
    <FormGroup label={label} intent={issueAt(path) ? 'danger' : 'none'} helperText={issueAt(path)}>
      {control}
    </FormGroup>
  );
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={rate ? t('rates_edit', 'Edit exchange rate') : t('rates_add', 'Add exchange rate')}
    >
      <DialogBody>
        {error && !error.issues?.length && <p className="bp6-text-danger">{error.message}</p>}
        {field(
          'currency',
          t('rates_currency', 'Currency'),
          <InputGroup
            value={currency}
            disabled={Boolean(rate)}
            placeholder="EUR"
            maxLength={3}
            data-testid="rate-currency"
            onValueChange={(text) => setCurrency(text.toUpperCase())}
          />,
        )}
        {field(
          'rate_date',
          t('rates_date', 'Date'),
          <InputGroup
            type="date"
            value={day}
            disabled={Boolean(rate)}
            data-testid="rate-date"
            onValueChange={setDay}
          />,
        )}
        {field(
          'rate',
          t('rates_rate', '{base} for one unit', { base: baseCurrency }),
          <InputGroup
            value={value}
            inputMode="decimal"
            placeholder="89.75"
            data-testid="rate-value"
            onValueChange={setValue}
          />,
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={tc('cancel', 'Cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={tc('save', 'Save')}
              loading={added.isLoading || updated.isLoading}
              data-testid="rate-save"
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
