export * from './field-rules';
export * from './sections';
export * from './values';
export * from './lookup-options';
