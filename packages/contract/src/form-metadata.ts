import { z } from 'zod';
import { c, commonErrors, envelope, FieldValueSchema, notFound } from './common';
import { ours } from './documented';

export const OptionSchema = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type Option = z.infer<typeof OptionSchema>;

/** Where a dropdown's options come from. `response_type` is the dotted path, from the response
 * body, of the option list; it defaults to `data.{control_name}`. `relativeUrl` may hold `{field}`
 * placeholders that are filled from the fields named in `depends_on`. */
export const DataSourceSchema = z.object({
  type: z.enum(['api', 'static']),
  relativeUrl: z.string().optional(),
  valueField: z.string().default('id'),
  labelField: z.string().default('name'),
  response_type: z.string().optional(),
  is_api_searchable: z.boolean().default(false),
  options: z.array(OptionSchema).optional(),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

const baseField = {
  control_name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  label: z.string(),
  placeholder: z.string().optional(),
  required: z.boolean().default(false),
  readonly: z.boolean().default(false),
  is_visible: z.boolean().default(true),
  min_len: z.number().int().nonnegative().optional(),
  max_len: z.number().int().positive().optional(),
  regex: z.string().optional(),
  default_value: FieldValueSchema.optional(),
  /** "int or other" (part 1 §3): int parses whole numbers; another backend's other words read
   * as the field's type says. Our forms use DATA_TYPES only (FormMetadataOursSchema). */
  data_type: z.string().optional(),
  group: z.string().optional(),
  depends_on: z.array(z.string()).optional(),
  /** Blueprint icon name shown beside the field (invoice review cards). */
  icon: z.string().optional(),
  /** Width hint on a 12-column grid. */
  col_span: z.number().int().min(1).max(12).optional(),
};

const textField = <T extends string>(type: T) => z.object({ ...baseField, type: z.literal(type) });
const choiceField = <T extends string>(type: T) =>
  z.object({
    ...baseField,
    type: z.literal(type),
    options: z.array(OptionSchema).optional(),
    data_source: DataSourceSchema.optional(),
  });

export const FieldSchema = z.discriminatedUnion('type', [
  textField('text'),
  textField('email'),
  textField('password'),
  textField('tel'),
  textField('url'),
  textField('date'),
  textField('textarea'),
  z.object({
    ...baseField,
    type: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().positive().optional(),
  }),
  choiceField('dropdown'),
  choiceField('select'),
  z.object({ ...baseField, type: z.literal('radio'), options: z.array(OptionSchema) }),
  z.object({
    ...baseField,
    type: z.literal('checkbox'),
    options: z.array(OptionSchema).optional(),
  }),
  z.object({
    ...baseField,
    type: z.literal('file'),
    /** Upload parameters sent with the file to /store/upload. The documents list none on a
     * field; without them the web sends the form's name and the field's control name. */
    form_name: z.string().optional(),
    event_type: z.string().optional(),
    sub_event_type: z.string().optional(),
    supporting_text: z.string().optional(),
    accept: z.array(z.string()).optional(),
  }),
]);
export type Field = z.infer<typeof FieldSchema>;
export type FieldType = Field['type'];

/** A labelled group inside a section (compliance). `is_dynamic_group`: entries repeat. */
export const FieldGroupSchema = z.object({
  group: z.string(),
  label: z.string(),
  is_dynamic_group: z.boolean().default(false),
  group_fields: z.array(FieldSchema),
});
export type FieldGroup = z.infer<typeof FieldGroupSchema>;

export const SectionSchema = z.object({
  /** Our sections carry a title; the documented section (spec part 1 §3) has none, and the form
   * then titles it from its key. Our server's forms are checked to have one (FormMetadataOurs). */
  label: z.string().optional(),
  visible: z.boolean().default(true),
  sequence: z.number().int(),
  /** Repeatable list of entries. */
  is_dynamic: z.boolean().default(false),
  /** Key of the section in vendor payloads (basic, address, tax_code, ...). */
  payload_key: z.string().optional(),
  fields: z.array(FieldSchema).default([]),
  groups: z.array(FieldGroupSchema).optional(),
});
export type Section = z.infer<typeof SectionSchema>;

export const FormMetadataSchema = z.object({
  form_name: z.string(),
  meta_data: z.record(z.string(), SectionSchema),
});
export type FormMetadata = z.infer<typeof FormMetadataSchema>;
/** The data types our own forms name. */
export const DATA_TYPES: readonly string[] = ['int', 'decimal', 'string', 'date', 'boolean'];
const fieldsOf = (form: FormMetadata) =>
  Object.values(form.meta_data).flatMap((section) => [
    ...section.fields,
    ...(section.groups ?? []).flatMap((group) => group.group_fields),
  ]);

/** Our server's forms: every section titled, every file field naming its upload's form and
 * event, every data type one of ours. */
export const FormMetadataOursSchema = FormMetadataSchema.refine(
  (form) => Object.values(form.meta_data).every((section) => Boolean(section.label)),
  { message: 'Every section of our forms has a label', path: ['meta_data'] },
)
  .refine(
    (form) =>
      fieldsOf(form).every(
        (field) => field.type !== 'file' || Boolean(field.form_name && field.event_type),
      ),
    { message: 'Every file field of our forms names its form and event', path: ['meta_data'] },
  )
  .refine(
    (form) =>
      fieldsOf(form).every((field) => !field.data_type || DATA_TYPES.includes(field.data_type)),
    { message: 'Every data type of our forms is one of DATA_TYPES', path: ['meta_data'] },
  );

export const formMetadataContract = c.router({
  get: {
    method: 'GET',
    path: '/api/v1/form-metadata/',
    query: z.object({ form_name: z.string().trim().min(1).max(100) }),
    responses: { 200: envelope(FormMetadataSchema), ...commonErrors, ...notFound },
    metadata: ours({ 200: envelope(FormMetadataOursSchema) }),
    summary: 'Sections and fields of one form',
  },
});
