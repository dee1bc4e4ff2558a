import type { BusinessTerm } from './terms.js';

/**
 * Not EN 16931 terms but printed on every till receipt: the money handed over and the change
 * given back. Their difference is what was paid, so it confirms the grand total among the many
 * "total" lines a receipt prints (subtotal, tax total, total quantity).
 */
export const PAYMENT_TERMS: BusinessTerm[] = [
  {
    bt: 'receipt',
    name: 'Amount tendered',
    field: 'payment_tendered',
    labels: {
      en: ['cash', 'cash tendered', 'tendered', 'amount tendered', 'cash paid', 'tunai'],
      de: ['bar', 'gegeben', 'bar gegeben'],
      fr: ['especes', 'montant remis'],
      nl: ['contant', 'ontvangen'],
      it: ['contanti'],
      es: ['efectivo', 'entregado'],
      cs: ['hotove', 'prijato'],
      pl: ['gotowka', 'otrzymano'],
      pt: ['dinheiro', 'numerario', 'valor entregue'],
      id: ['bayar', 'dibayar'],
    },
  },
  {
    bt: 'receipt',
    name: 'Change given',
    field: 'change_given',
    labels: {
      en: ['change', 'change due', 'baki', 'kembali'],
      de: ['ruckgeld', 'zuruck'],
      fr: ['monnaie', 'rendu'],
      nl: ['wisselgeld', 'terug'],
      it: ['resto'],
      es: ['cambio', 'vuelto'],
      cs: ['vraceno'],
      pl: ['reszta'],
      pt: ['troco'],
      id: ['kembalian'],
    },
  },
];
