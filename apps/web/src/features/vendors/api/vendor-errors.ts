import type { VendorEntrySectionKey } from '@procure/contract';

/** Default texts of failed vendor calls (spec part 1 §8), used when the server gives none. */
export const VENDOR_ERRORS = {
  metadata: 'Failed to fetch vendor form metadata',
  list: 'Failed to fetch vendor list',
  fetch: 'Failed to fetch data',
  createBasic: 'Failed to create vendor basic',
  updateBasic: 'Failed to update vendor basic',
  submit: 'Failed to submit vendor',
  download: 'Failed to downloading vendors',
  submitAlert: 'Error submitting form. Please try again.',
  section: (key: VendorEntrySectionKey, mode: 'create' | 'update'): string => {
    switch (key) {
      case 'address':
        return mode === 'create'
          ? 'Failed to create vendor address'
          : 'Failed to update vendor address';
      case 'representative':
        return 'Failed to create representative vendor';
      case 'tax_code':
        return 'Failed to create tax code vendor';
      case 'site_mapping':
        return 'Failed to create or update sitemap vendor';
      case 'compliance':
        return 'Failed to create or update compliance vendor';
      default:
        // The spec reuses the bank text for the remaining sections.
        return 'Failed to create or update vendor bank';
    }
  },
} as const;

export { withDefaultMessage } from '../../../lib/default-message';
