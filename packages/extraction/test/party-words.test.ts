import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { findLabels } from '../src/fields/label-finder.js';
import { COMPANY_RE } from '../src/fields/vendor-patterns.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => extractHeader(buildLines(layoutTokens(rows)), 'text', null);

describe('party words (issue 23 §2)', () => {
  it('an Indian bill: the consignor is the seller, the consignee the customer', () => {
    const f = read([
      [[50, 'GST INVOICE']],
      [
        [50, 'Consignor'],
        [300, 'Consignee'],
      ],
      [
        [50, 'JAGDAMBA PRINT LINE'],
        [300, 'Hindustan Media Ventures Ltd'],
      ],
      [
        [50, 'Abulash Lane, Patna'],
        [300, 'Budh Marg, Patna'],
      ],
    ]);
    expect(f.vendor_name?.value).toBe('JAGDAMBA PRINT LINE');
  });

  it('a party\'s possession ("Supplier\'s Ref.", "Consignor\'s GSTIN") names no party', () => {
    const lines = buildLines(
      layoutTokens([[[50, "Supplier's Ref."]], [[50, "Consignor's GSTIN"]]]),
    );
    expect(findLabels(lines).filter((h) => h.field === 'vendor_name')).toEqual([]);
  });

  it('"Vendedor:" on a sales slip names the salesperson, not the company heading the slip', () => {
    const f = read([
      [[50, 'Factura']],
      [[50, 'SISTEMA VENTAS']],
      [[50, 'No. Factura: 000001']],
      [
        [50, 'Email: info@soluciones.com'],
        [300, 'Vendedor: Jorge Pérez'],
      ],
    ]);
    expect(f.vendor_name?.value).toBe('SISTEMA VENTAS');
  });

  it("Austria's FlexCo and GesmbH end a company name", () => {
    expect(COMPANY_RE.exec('Libra Innovation FlexCo')?.[1]).toBe('Libra Innovation FlexCo');
    expect(COMPANY_RE.exec('Huber Bau GesmbH')?.[1]).toBe('Huber Bau GesmbH');
  });

  it("a legal line with the form first whose name the sender's host spells names the issuer", () => {
    const f = read([
      [[50, 'Facture n° f486701135662']],
      [[50, 'HOME CONCEPT PARIS']],
      [[50, 'Cliff GALANTE']],
      [[50, '168 Av. Charles de Gaulle']],
      [[50, 'NEUILLY SUR SEINE']],
      [
        [50, 'Total TTC'],
        [400, '455,68 €'],
      ],
      [
        [
          50,
          'ZA la colonne - 85170 Le Poiré sur Vie SARL Impressiondirect - www.impressiondirect.fr - RCS 449 225 788',
        ],
      ],
    ]);
    expect(f.vendor_name?.value).toBe('SARL Impressiondirect');
  });
});
