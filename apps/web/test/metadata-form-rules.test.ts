import type { Field, Section } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import {
  dependentsOf,
  readPath,
  sourceRoot,
  substituteUrl,
  toOptions,
  withSearch,
} from '../src/components/metadata-form/data-source';
import {
  emptyEntry,
  issueFieldPath,
  parseEntry,
} from '../src/components/metadata-form/form-values';
import {
  issuesAt,
  siteMappingToForm,
  siteMappingToPayload,
  splitBySaved,
} from '../src/features/vendors/vendor-form-data';

const dropdown = (control_name: string, depends_on?: string[]) =>
  ({ type: 'dropdown', control_name, label: control_name, depends_on }) as Field;

describe('dropdown sources', () => {
  it('fills {field} and {vendorId}, and waits while a parent is empty', () => {
    expect(
      substituteUrl('/api/v1/location/states?country_id={country_id}', { country_id: 101 }),
    ).toBe('/api/v1/location/states?country_id=101');
    expect(substituteUrl('/api/v1/vendor/{vendorId}', { vendorId: 7 })).toBe('/api/v1/vendor/7');
    expect(substituteUrl('/x?state_id={state_id}', { state_id: '' })).toBeNull();
    expect(substituteUrl('/x?q={q}', { q: 'a b&c' })).toBe('/x?q=a%20b%26c');
  });

  it('adds a search only when there is text', () => {
    expect(withSearch('/c', '  ')).toBe('/c');
    expect(withSearch('/c', 'ger')).toBe('/c?search=ger');
    expect(withSearch('/c?x=1', 'ger')).toBe('/c?x=1&search=ger');
  });

  it('reads options through response_type, valueField and labelField', () => {
    const body = {
      data: { countries: [{ id: 1, name: 'India' }, { id: 2, name: 'Germany' }, null] },
    };
    expect(
      toOptions(readPath(body, 'data.countries'), { valueField: 'id', labelField: 'name' }),
    ).toEqual([
      { value: 1, label: 'India' },
      { value: 2, label: 'Germany' },
    ]);
    expect(toOptions(undefined, { valueField: 'id', labelField: 'name' })).toEqual([]);
  });

  it('sends master lookups to their set root and the rest to the vendor root', () => {
    expect(sourceRoot('/masters/vendor/api/v1/lookups/?category=x')).toEqual({
      root: 'masterVendor',
      path: '/api/v1/lookups/?category=x',
    });
    expect(sourceRoot('/api/v1/location/countries').root).toBe('vendor');
  });

  it('country clears state and city; state clears city', () => {
    const fields = [
      dropdown('country_id'),
      dropdown('state_id', ['country_id']),
      dropdown('city_id', ['state_id']),
    ];
    expect(dependentsOf(fields, 'country_id')).toEqual(['state_id', 'city_id']);
    expect(dependentsOf(fields, 'state_id')).toEqual(['city_id']);
    expect(dependentsOf(fields, 'city_id')).toEqual([]);
  });
});

describe('form values', () => {
  const section = {
    label: 's',
    visible: true,
    sequence: 1,
    is_dynamic: false,
    fields: [
      { type: 'number', control_name: 'year', label: 'y', data_type: 'int' },
      { type: 'number', control_name: 'rate', label: 'r' },
      { type: 'checkbox', control_name: 'agree', label: 'a', required: true },
    ],
    groups: [{ group: 'certs', label: 'c', is_dynamic_group: true, group_fields: [] }],
  } as unknown as Section;

  it('starts entries at the defaults; a checkbox starts unticked (false)', () => {
    expect(emptyEntry(section)).toEqual({ year: '', rate: '', agree: false, certs: [{}] });
  });

  it('parses ints and decimals and keeps blanks blank', () => {
    expect(
      parseEntry(section, { year: '2001.7', rate: '2.5', agree: true, certs: [] }),
    ).toMatchObject({
      year: 2001,
      rate: 2.5,
    });
    expect(parseEntry(section, { year: '', rate: 'abc', agree: null }).year).toBeNull();
    expect(parseEntry(section, { year: '', rate: 'abc', agree: null }).rate).toBe(0);
    expect(parseEntry(section, { year: ' ', rate: '', agree: false })).toMatchObject({
      year: null,
      rate: null,
      agree: false,
    });
  });

  it('puts server issues on their entries', () => {
    expect(issueFieldPath({ path: 'name', message: 'x' })).toBe('entries.0.name');
    expect(issueFieldPath({ path: '1.iban', message: 'x' })).toBe('entries.1.iban');
  });
});

describe('vendor site mapping', () => {
  it('renames the link ids on load and back on save', () => {
    const saved = {
      id: 3,
      basic_id: 1,
      site_name: 'HQ',
      address_id: 10,
      representative_id: 11,
      bank_id: 12,
    };
    const form = siteMappingToForm(saved);
    expect(form).toEqual({
      id: 3,
      basic_id: 1,
      site_name: 'HQ',
      vendor_fm_address: 10,
      vendor_fm_representative: 11,
      vendor_fm_bank: 12,
    });
    expect(siteMappingToPayload(form)).toEqual(saved);
  });

  it('saves new entries with POST and saved ones with PUT, issues back in place', () => {
    const { create, update } = splitBySaved([{ id: 5 }, { a: 1 }, { id: 6 }, { b: 2 }]);
    expect(update.at).toEqual([0, 2]);
    expect(create.at).toEqual([1, 3]);
    expect(issuesAt([{ path: '1.iban', message: 'bad' }], create.at)).toEqual([
      { path: '3.iban', message: 'bad' },
    ]);
  });
});
