import type { BusinessTerm } from './terms.js';

/**
 * The running sum a table continued over pages prints at the foot of one page and again at the
 * head of the next: no business term of EN 16931, and never an item. The table goes on after it.
 * Words that also name goods or services (report, transport, Vortrag) are left out.
 */
export const CARRY_TERMS: BusinessTerm[] = [
  {
    bt: 'carry-over',
    name: 'Sum carried to or brought from another page',
    field: 'carried_forward',
    labels: {
      en: [
        'carried forward',
        'brought forward',
        'carry forward',
        'carried over',
        'balance forward',
      ],
      de: ['ubertrag', 'zwischensumme ubertrag', 'seitenubertrag'],
      fr: ['a reporter', 'reporte', 'report page precedente'],
      nl: ['over te brengen', 'van vorige pagina'],
      it: ['riporto', 'da riportare', 'a riportare'],
      es: ['suma y sigue', 'suma anterior', 'a trasladar'],
      cs: ['prevedeno', 'prevod z predchozi strany'],
    },
  },
];
