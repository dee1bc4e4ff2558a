import type { BusinessTerm } from './terms.js';

/**
 * What is left to pay: BT-113 paid (prepaid) amount, BT-114 rounding, BT-115 amount due, related
 * by BT-115 = BT-112 − BT-113 + BT-114.
 */
export const PAYABLE_TERMS: BusinessTerm[] = [
  {
    bt: 'BT-113',
    name: 'Paid amount',
    field: 'prepaid_amount',
    labels: {
      en: [
        'prepaid amount',
        'paid amount',
        'amount paid',
        'already paid',
        ['deposit', 0.7],
        ['payment received', 0.8],
        ['paid', 0.6],
        ['less payments', 0.8],
      ],
      de: [
        'bereits bezahlt',
        'bereits gezahlt',
        'anzahlung',
        'vorauszahlung',
        'geleistete anzahlung',
        ['bezahlt', 0.7],
      ],
      fr: ['deja paye', 'acompte', 'acompte verse', ['montant paye', 0.9]],
      nl: ['reeds betaald', 'vooruitbetaald', 'aanbetaling', ['betaald', 0.7]],
      it: ['gia pagato', 'acconto', ['importo pagato', 0.9]],
      es: ['ya pagado', 'anticipo', ['importe pagado', 0.9]],
      cs: ['na zalohach zaplaceno', 'zaplaceno zalohou', ['uhrazeno', 0.7]],
      pl: ['zaplacono', 'zaliczka', ['wplacono', 0.8]],
    },
  },
  {
    bt: 'BT-114',
    name: 'Rounding amount',
    field: 'rounding_amount',
    labels: {
      en: ['rounding amount', 'rounding', 'round off'],
      de: ['rundung', 'rundungsbetrag'],
      fr: ['arrondi'],
      nl: ['afronding'],
      it: ['arrotondamento'],
      es: ['redondeo'],
      cs: ['zaokrouhleni'],
      pl: ['zaokraglenie'],
    },
  },
  {
    bt: 'BT-115',
    name: 'Amount due for payment',
    field: 'amount_due',
    labels: {
      en: [
        'amount due',
        'balance due',
        'total due',
        'amount payable',
        'total amount due',
        ['balance', 0.5],
        ['please pay', 0.9],
        'amount to pay',
        'open amount',
        'amount to be paid',
        'total payable',
        'net payable',
      ],
      de: [
        'zu zahlen',
        'zahlbetrag',
        'offener betrag',
        'zahlbarer betrag',
        ['restbetrag', 0.9],
        'zu zahlender betrag',
        'noch zu zahlen',
      ],
      fr: [
        'net a payer',
        'somme a payer',
        'montant a payer',
        'reste a payer',
        'total a payer',
        'montant du',
        'solde du',
      ],
      nl: ['te betalen', 'openstaand bedrag', 'nog te betalen', 'totaal te betalen'],
      it: ['totale da pagare', 'importo da pagare', 'netto a pagare', 'saldo dovuto'],
      es: ['total a pagar', 'importe a pagar', 'saldo pendiente', 'importe adeudado'],
      cs: ['castka k uhrade', 'k uhrade', 'zbyva uhradit', 'celkem k uhrade'],
      pl: ['do zaplaty', 'razem do zaplaty', 'kwota do zaplaty', 'pozostalo do zaplaty'],
    },
  },
];
