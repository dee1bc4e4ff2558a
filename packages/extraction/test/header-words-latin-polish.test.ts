import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { COMPANY_RE } from '../src/fields/vendor-patterns.js';
import { TITLE_WORDS } from '../src/lexicon/index.js';
import { buildLines } from '../src/layout/lines.js';
import { fold } from '../src/parse/normalize.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => extractHeader(buildLines(layoutTokens(rows)), 'text', null);

/** Header words of Polish, Latin American, Portuguese and Indonesian invoices and slips (issue 23 §2). */
describe('header words of Polish, Spanish, Portuguese and Indonesian invoices', () => {
  it('reads a Polish invoice: number in the title, seller block, issue and due date', () => {
    const f = read([
      [[300, 'Faktura VAT nr FV 12/2024']],
      [[300, 'Data wystawienia: 2024-03-05']],
      [[300, 'Termin płatności: 2024-03-19']],
      [
        [30, 'Sprzedawca'],
        [300, 'Nabywca'],
      ],
      [
        [30, 'JAN NOWAK'],
        [300, 'Kwiaciarnia Róża Sp. z o.o.'],
      ],
      [
        [30, 'ul. Długa 5'],
        [300, 'ul. Krótka 7'],
      ],
    ]);
    expect(f.invoice_number?.value).toBe('FV 12/2024');
    expect(f.invoice_date?.value).toBe('2024-03-05');
    expect(f.due_date?.value).toBe('2024-03-19');
    expect(f.vendor_name?.value).toBe('JAN NOWAK');
    // New words of a language the lexicon lacked are one cue: below the export band.
    expect(f.invoice_number!.confidence).toBeLessThan(0.9);
  });

  it('reads the number in the cell beside a "FAKTURA VAT" title', () => {
    const f = read([
      [
        [240, 'FAKTURA VAT'],
        [400, 'FV/2013/04/0157'],
      ],
      [[30, 'Data: 30.04.2013']],
    ]);
    expect(f.invoice_number?.value).toBe('FV/2013/04/0157');
  });

  it('reads a series number with its capitals ("FT 2013/47") after a label', () => {
    const f = read([
      [
        [60, 'Customer Number: 17'],
        [180, 'Invoice Nr: FT 2013/47 Date: 2013-12-12'],
      ],
    ]);
    expect(f.invoice_number?.value).toBe('FT 2013/47');
  });

  it('reads Latin American number labels: "Comp. Nro.", "Nº de venta", "Boleta N°"', () => {
    expect(read([[[300, 'Punto de Venta: 02 Comp. Nro. 00032521']]]).invoice_number?.value).toBe(
      '00032521',
    );
    expect(read([[[50, 'Nº DE VENTA: 000000000000006']]]).invoice_number?.value).toBe(
      '000000000000006',
    );
    expect(read([[[50, 'Boleta N° 4471']]]).invoice_number?.value).toBe('4471');
  });

  it('reads an Indonesian receipt number ("No. Nota")', () => {
    const f = read([
      [[20, 'TOKO MAJU JAYA']],
      [[0, 'NO NOTA : RA-0811-0042']],
      [[0, 'KASIR : DEWI']],
    ]);
    expect(f.invoice_number?.value).toBe('RA-0811-0042');
  });

  it('reads the due date under an Argentine "Fecha de vencimiento para el pago", past a "Hasta:" cell', () => {
    const f = read([
      [[300, 'Fecha de Emisión: 01/04/2021']],
      [[400, 'Fecha de vencimiento para el pago:']],
      [
        [30, 'Período facturado desde: 01/03/2021'],
        [270, 'Hasta: 31/03/2021 ....'],
      ],
      [[400, '30/04/2021']],
      [[400, 'Fecha de Vto. de CAE 31/10/2021']],
    ]);
    expect(f.due_date?.value).toBe('2021-04-30');
  });

  it('keeps two-word legal forms whole, and a name with a hyphen past a short form', () => {
    const company = (t: string) => t.match(COMPANY_RE)?.[1];
    expect(company('Sieć Osiedlowa AB-NET Sp. z o.o.')).toBe('Sieć Osiedlowa AB-NET Sp. z o.o.');
    expect(company('Empresa de Ejemplo S.A de C.V')).toBe('Empresa de Ejemplo S.A de C.V');
    expect(company('Ferretería Central S. de R.L. de C.V.')).toBe(
      'Ferretería Central S. de R.L. de C.V.',
    );
    expect(company('Comercial Andina Ltda.')).toBe('Comercial Andina Ltda.');
    expect(company('Kowalski i Syn Sp.j.')).toBe('Kowalski i Syn Sp.j.');
    expect(company('Nordic Trading AB')).toBe('Nordic Trading AB');
  });

  it('reads the issuer after "Razón Social", not the buyer after "Apellido y Nombre / Razón Social"', () => {
    const f = read([
      [[40, 'ORIGINAL']],
      [[220, 'FACTURA']],
      [[30, 'Razón Social: CIJUSO']],
      [[30, 'Domicilio Comercial: Salta 2366']],
      [[260, 'Apellido y Nombre / Razón Social Martin Perez']],
    ]);
    expect(f.vendor_name?.value).toBe('CIJUSO');
  });

  it('takes no slip title for the merchant ("TICKET DE VENTA", "ORIGINAL", "Kassenbon")', () => {
    for (const title of ['ticket de venta', 'original', 'copia', 'kassenbon', 'quittung nr. 12'])
      expect(TITLE_WORDS.test(fold(title))).toBe(true);
    // Words that open names too are titles only alone or before a number.
    expect(TITLE_WORDS.test('bon appetit')).toBe(false);
    expect(TITLE_WORDS.test('nota bene books')).toBe(false);
    const f = read([
      [[118, 'TICKET DE VENTA']],
      [[109, 'AVENIDA ROMULO, CALLE 51 # 47-48']],
      [[142, 'DONERA RESTAURANTE']],
      [[49, 'Nº DE VENTA: 000000000000006']],
    ]);
    expect(f.vendor_name?.value).toBe('DONERA RESTAURANTE');
  });

  it('takes no room or table for the issuer after "Rechnung von"', () => {
    const f = read([
      [[34, 'Petra & Mike']],
      [[34, 'Wiesenhof 204']],
      [[34, 'A-6351 Scheffau am Wilden Kaiser']],
      [[34, 'Rechnung von Zimmer 4 - Familie Huber']],
      [[36, '14.08.2005 21:17']],
    ]);
    expect(f.vendor_name?.value).toBe('Petra & Mike');
  });

  it('takes no sentence about the seller for its name', () => {
    const f = read([
      [
        [30, 'Sprzedawca'],
        [300, 'Nabywca'],
      ],
      [
        [30, 'BARTOSZ ROGOWSKI'],
        [300, 'Glina Sp. z o.o.'],
      ],
      [[30, 'SPRZEDAWCA ZWOLNIONY PODMIOTOWO Z PODATKU OD TOWARÓW I USŁUG NA PODSTAWIE ART. 113']],
    ]);
    expect(f.vendor_name?.value).toBe('BARTOSZ ROGOWSKI');
  });

  it('reads the date after the number in a Polish title ("Faktura nr FV 1/2015 z dnia 12.01.2015")', () => {
    const f = read([[[300, 'Faktura nr FV 1/2015 z dnia 12.01.2015']], [[30, 'Sprzedawca']]]);
    expect(f.invoice_number?.value).toBe('FV 1/2015');
    expect(f.invoice_date?.value).toBe('2015-01-12');
  });
});

/** Numbers and names marked the way other countries print them. */
describe('number marks and legal forms printed first', () => {
  it('reads a number printed alone after "No." under the title', () => {
    const f = read([
      [
        [150, 'Empresa de Ejemplo S.A de C.V'],
        [440, 'Comprobante de Crédito Fiscal'],
      ],
      [[90, 'Desarrollo de Software']],
      [[465, 'No. 000154']],
      [[465, 'Serie: 21SD000C']],
    ]);
    expect(f.invoice_number?.value).toBe('000154');
    expect(f.invoice_number!.confidence).toBeLessThan(0.9);
    expect(f.vendor_name?.value).toBe('Empresa de Ejemplo S.A de C.V');
  });

  it('reads an Indonesian company whose legal form comes first ("PT. SINAR JAYA ABADI")', () => {
    const f = read([
      [[40, 'Struk Belanja']],
      [[40, 'PT. SINAR JAYA ABADI']],
      [[40, 'Jl. Merdeka No. 17, Bandung']],
      [[0, 'No. Nota : 0042/XI/2023']],
    ]);
    expect(f.vendor_name?.value).toBe('PT. SINAR JAYA ABADI');
  });
});

/** Values a narrow cell wraps onto a second line. */
describe('values cut by a narrow cell', () => {
  it('joins an order number wrapped around its label ("ORD230412-" over "0087")', () => {
    const f = read([
      [[230, 'Receipt']],
      [[470, 'ORD230412-']],
      [[220, 'Receipt No :']],
      [[490, '0087']],
      [
        [230, 'Cashier :'],
        [480, 'Somchai'],
      ],
    ]);
    expect(f.invoice_number?.value).toBe('ORD230412-0087');
    expect(f.invoice_number!.confidence).toBeLessThan(0.9);
  });

  it('joins a date wrapped after its year ("2015-" over "01-12")', () => {
    const f = read([
      [
        [190, 'Data wystawienia: 2015-'],
        [350, 'Termin płatności: 10 dni'],
      ],
      [[190, '01-12']],
    ]);
    expect(f.invoice_date?.value).toBe('2015-01-12');
  });

  it('joins nothing when the line below starts no date', () => {
    const f = read([[[190, 'Invoice date: 2015-']], [[190, 'Main Street 12']]]);
    expect(f.invoice_date?.value).not.toBe('2015-12-01');
  });
});
