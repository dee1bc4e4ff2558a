import { XMLBuilder } from 'fast-xml-parser';
import { checkBic, checkIban } from './bank-details';
import { formatMinor } from './money';
import {
  NAME_LIMIT,
  PaymentFileError,
  checkCreditTransferRun,
  type CreditTransfer,
  type CreditTransferRun,
} from './sepa-check';
import { toSepaText } from './sepa-text';

/** pain.001.001.09 is the SEPA rulebook's current version; .03 is what many banks still take. */
export type Pain001Version = '09' | '03';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** Writes a SEPA credit transfer initiation with one payment information block (one debtor
 * account, one execution date): NbOfTxs and CtrlSum at group and block level, service level
 * SEPA, charges shared (SLEV). The run is checked first; any issue throws PaymentFileError
 * naming the field, and nothing is written. */
export function writePain001(run: CreditTransferRun, version: Pain001Version): string {
  const issues = checkCreditTransferRun(run);
  if (issues.length > 0) throw new PaymentFileError(issues);
  const count = String(run.transfers.length);
  const controlSum = formatMinor(run.transfers.reduce((sum, t) => sum + t.amountMinor, 0));
  const bicTag = version === '09' ? 'BICFI' : 'BIC';
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': `urn:iso:std:iso:20022:tech:xsd:pain.001.001.${version}`,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: run.messageId,
          CreDtTm: run.createdAt,
          NbOfTxs: count,
          CtrlSum: controlSum,
          InitgPty: { Nm: name(run.debtor.name) },
        },
        PmtInf: {
          PmtInfId: run.paymentInfoId ?? run.messageId,
          PmtMtd: 'TRF',
          NbOfTxs: count,
          CtrlSum: controlSum,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: version === '09' ? { Dt: run.executionDate } : run.executionDate,
          Dbtr: { Nm: name(run.debtor.name) },
          DbtrAcct: { Id: { IBAN: iban(run.debtor.iban) } },
          DbtrAgt: { FinInstnId: agent(bicTag, run.debtor.bic) },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: run.transfers.map((transfer) => transaction(transfer, bicTag)),
        },
      },
    },
  };
  return builder.build(document) as string;
}

function transaction(transfer: CreditTransfer, bicTag: string) {
  return {
    PmtId: { EndToEndId: transfer.endToEndId },
    Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': formatMinor(transfer.amountMinor) } },
    ...(transfer.creditorBic
      ? { CdtrAgt: { FinInstnId: { [bicTag]: bic(transfer.creditorBic) } } }
      : {}),
    Cdtr: { Nm: name(transfer.creditorName) },
    CdtrAcct: { Id: { IBAN: iban(transfer.creditorIban) } },
    RmtInf: { Ustrd: toSepaText(transfer.remittance) },
  };
}

/** Without the debtor's BIC (IBAN-only SEPA), the agent says NOTPROVIDED as the EPC guidelines
 * ask, since the element is mandatory in the schema. */
function agent(bicTag: string, value: string | undefined) {
  return value ? { [bicTag]: bic(value) } : { Othr: { Id: 'NOTPROVIDED' } };
}

const name = (text: string) => toSepaText(text).slice(0, NAME_LIMIT).trim();
const iban = (text: string) => (checkIban(text) as { value: string }).value;
const bic = (text: string) => (checkBic(text) as { value: string }).value;
