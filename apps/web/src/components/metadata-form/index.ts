export { MetadataForm, type MetadataFormProps } from './MetadataForm';
export { MetadataDialog } from './MetadataDialog';
export { SectionPanel, type SaveOutcome } from './SectionPanel';
export { FieldControl } from './FieldControl';
export {
  emptyEntry,
  entryFrom,
  issueFieldPath,
  orderedSections,
  parseEntry,
  sectionIssues,
  withShownLabels,
  type EntryValues,
  type SectionValues,
} from './form-values';
export { DROPDOWN_SOURCES_TAG, LOOKUP_OPTIONS_TAG } from './form-api';
export { substituteUrl } from './data-source';
export { useFormMetadataQuery } from './form-api';
