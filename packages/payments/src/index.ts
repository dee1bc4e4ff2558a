export * from './dates';
export * from './money';
export * from './terms';
export * from './terms-parser';
export * from './bank-details';
export * from './sepa-text';
export * from './remittance';
