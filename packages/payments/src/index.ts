export * from './dates';
export * from './money';
export * from './terms';
export * from './terms-parser';
