export { CompanyFilter } from './CompanyFilter';
export { CompanySelect } from './CompanySelect';
export { useCompanyFilter } from './use-company-filter';
