import type { BusinessTerm } from './terms.js';

/**
 * Allowances and charges on document level (EN 16931 BG-20 / BG-21, their sums BT-107 / BT-108):
 * a discount or surcharge printed under the item table, between the sum of the lines and the
 * net total. They are never item lines, and a row so labelled ends the table. Words a line's own
 * discount column also uses ("Rabatt") are fine here: only rows outside the table are read so.
 * Freight and shipping are left out: issuers print them as item lines as often as charges.
 */
export const ADJUSTMENT_TERMS: BusinessTerm[] = [
  {
    bt: 'BT-107',
    name: 'Sum of allowances on document level',
    field: 'allowance_total',
    labels: {
      en: [
        'allowance',
        'allowances',
        'total allowances',
        'discount',
        'less discount',
        'total discount',
        ['rebate', 0.8],
      ],
      de: [
        'nachlass',
        'nachlasse',
        'rabatt',
        'rabatte',
        'abschlag',
        'abschlage',
        'abzug',
        'abzuge',
        'gesamtrabatt',
      ],
      fr: ['remise', 'remises', 'rabais', 'ristourne'],
      nl: ['korting', 'kortingen'],
      it: ['sconto', 'sconti', 'abbuono'],
      es: ['descuento', 'descuentos', 'bonificacion'],
      cs: ['sleva', 'slevy'],
    },
  },
  {
    bt: 'BT-108',
    name: 'Sum of charges on document level',
    field: 'charge_total',
    labels: {
      en: [
        'surcharge',
        'surcharges',
        'total surcharges',
        'other charges',
        'additional charges',
        ['charges', 0.5],
      ],
      de: ['zuschlag', 'zuschlage', 'aufschlag', 'aufschlage'],
      fr: ['majoration', 'majorations', 'frais', 'autres frais'],
      nl: ['toeslag', 'toeslagen'],
      it: ['maggiorazione', 'maggiorazioni'],
      es: ['recargo', 'recargos'],
      cs: ['priplatek', 'priplatky'],
    },
  },
];
