export { MetadataForm, type MetadataFormProps } from './MetadataForm';
export type { SaveOutcome } from './SectionPanel';
export type { EntryValues } from './form-values';
export { DROPDOWN_SOURCES_TAG } from './form-api';
export { substituteUrl } from './data-source';
export { useFormMetadataQuery } from './form-api';
