import { SectionSchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { parseFieldValue, validateSectionEntries, validateSectionEntry } from '../src';

const text = (control_name: string, extra: object = {}) => ({
  control_name,
  label: control_name,
  type: 'text',
  required: true,
  ...extra,
});

const compliance = SectionSchema.parse({
  label: 'compliance',
  visible: true,
  sequence: 7,
  is_dynamic: false,
  fields: [text('policy_ack', { required: false })],
  groups: [
    {
      group: 'gst',
      label: 'GST',
      is_dynamic_group: false,
      group_fields: [text('gst_number', { regex: '^[0-9A-Z]{15}$' })],
    },
    {
      group: 'certificates',
      label: 'Certificates',
      is_dynamic_group: true,
      group_fields: [text('certificate_name'), text('hidden', { is_visible: false })],
    },
  ],
});

describe('section validation shared by the form and the server', () => {
  it('checks flat fields, then groups by group and control name', () => {
    const issues = validateSectionEntry(compliance, {
      gst: { gst_number: 'bad' },
      certificates: [{ certificate_name: 'ISO 9001' }, { certificate_name: ' ' }],
    });
    expect(issues.map((i) => [i.path, i.message.key])).toEqual([
      ['gst.gst_number', 'label_format_is_invalid'],
      ['certificates.1.certificate_name', 'label_is_required'],
    ]);
  });

  it('treats a missing group as empty, and a missing repeatable group as one empty entry', () => {
    expect(validateSectionEntry(compliance, {}).map((i) => i.path)).toEqual([
      'gst.gst_number',
      'certificates.0.certificate_name',
    ]);
  });

  it('prefixes each entry of a repeatable section with its index', () => {
    const bank = SectionSchema.parse({
      ...compliance,
      groups: [],
      fields: [text('iban', { min_len: 15 })],
    });
    const issues = validateSectionEntries(bank, [
      { iban: 'DE89370400440532013000' },
      { iban: 'DE1' },
    ]);
    expect(issues).toEqual([
      {
        path: '1.iban',
        message: expect.objectContaining({ key: 'label_must_be_atleast{n}_characters' }),
      },
    ]);
  });
});

describe('field values', () => {
  it('parses int fields as whole numbers and number inputs as decimals, a non-number as 0', () => {
    expect(parseFieldValue({ type: 'number', data_type: 'int' }, '12.7')).toBe(12);
    expect(parseFieldValue({ type: 'text', data_type: 'int' }, 'x')).toBe(0);
    expect(parseFieldValue({ type: 'number' }, '12.75')).toBe(12.75);
    expect(parseFieldValue({ type: 'number' }, 'abc')).toBe(0);
    expect(parseFieldValue({ type: 'text' }, 42)).toBe(42);
    expect(parseFieldValue({ type: 'text' }, null)).toBeNull();
  });

  it('leaves an empty or blank int or number input blank (null), not 0', () => {
    for (const raw of ['', '   ']) {
      expect(parseFieldValue({ type: 'number', data_type: 'int' }, raw)).toBeNull();
      expect(parseFieldValue({ type: 'text', data_type: 'int' }, raw)).toBeNull();
      expect(parseFieldValue({ type: 'number' }, raw)).toBeNull();
    }
    expect(parseFieldValue({ type: 'number', data_type: 'int' }, 0)).toBe(0);
    expect(parseFieldValue({ type: 'number' }, '0')).toBe(0);
    expect(parseFieldValue({ type: 'text' }, '')).toBe('');
  });

  it('keeps a checkbox answer as a boolean', () => {
    expect(parseFieldValue({ type: 'checkbox' }, true)).toBe(true);
    expect(parseFieldValue({ type: 'checkbox' }, false)).toBe(false);
  });
});

describe('checkboxes in a section', () => {
  const declarations = SectionSchema.parse({
    ...compliance,
    groups: [],
    fields: [
      { control_name: 'accepts_terms', label: 'Terms', type: 'checkbox', required: true },
      { control_name: 'newsletter', label: 'News', type: 'checkbox', required: false },
    ],
  });

  it('holds a required checkbox to be ticked; an optional one may stay unticked', () => {
    expect(
      validateSectionEntry(declarations, { accepts_terms: false, newsletter: false }).map((i) => [
        i.path,
        i.message.key,
      ]),
    ).toEqual([['accepts_terms', 'label_is_required']]);
    expect(validateSectionEntry(declarations, { accepts_terms: true, newsletter: false })).toEqual(
      [],
    );
  });
});
