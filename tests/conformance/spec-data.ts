/** Invented data of the other party's backend: its own row keys (region, supplier_gstin), in an
 * order of its own, none of our extras. Nothing here comes from our server or fixtures. */

export type SpecVendor = Record<string, string | number> & { id: number; name: string };
export type Tab = 'active' | 'draft' | 'reject';

const NAMES = [
  'Konkan Coastal Logistics Private Limited',
  'Asha Traders',
  'Bharat Fasteners',
  'Deccan Paper Mills',
  'Eastern Cables',
  'Ganga Agro Supplies',
  'Himalaya Packaging',
  'Indus Tools',
  'Jaipur Textiles',
  'Kaveri Chemicals',
  'Lotus Electricals',
  'Malabar Spices Export House',
  'Narmada Steel',
  'Orchid Pharma Distributors',
  'Pune Precision Works',
  'Quartz Glassware',
  'Rann Salt Company',
  'Sahyadri Timber',
  'Tapti Plastics',
  'Udupi Foods',
  'Vindhya Cement',
  'Western Ghats Coffee',
  'Yamuna Logistics',
];
const REGIONS = ['West', 'North', 'South', 'East'];

/** 23 vendors: 13 approved (active), 6 pending (draft), 4 rejected (reject). */
export const SPEC_VENDORS: Array<{ tab: Tab; row: SpecVendor }> = NAMES.map((name, index) => ({
  tab: index < 13 ? 'active' : index < 19 ? 'draft' : 'reject',
  // Keys of this backend's own choosing and order: region before the name, no code or status.
  row: {
    region: REGIONS[index % REGIONS.length]!,
    id: 501 + index,
    name,
    supplier_gstin: `27AAACK${String(1000 + index)}R1Z${index % 10}`,
    phone: `+91 22 4000 ${String(1000 + index)} ext 7`,
  },
}));

/** This backend's own wording of one sign-in text, served through the translations call. */
export const SPEC_SIGN_IN_SUBTITLE = 'Use your other-backend account';

export const SPEC_USER = {
  email: 'buyer@other-backend.test',
  password: 'secret-2026',
  name: 'meera',
};

export type SpecDocument = { tab: Tab; row: Record<string, string | number> };

/** Purchase orders: 7 approved, 3 pending, 2 rejected, keys of this backend's choosing. */
export const SPEC_POS: SpecDocument[] = Array.from({ length: 12 }, (_, index) => ({
  tab: index < 7 ? 'active' : index < 10 ? 'draft' : 'reject',
  row: {
    id: 801 + index,
    po_ref: `OB/PO/${2026}/${String(index + 1).padStart(4, '0')}`,
    name: NAMES[index]!,
    phone: `+91 80 5500 ${String(2000 + index)}`,
    delivery_site: REGIONS[index % REGIONS.length]! + ' Plant',
    grand_total: 125000 + index * 1750.5,
  },
}));

/** MRNs: 4 approved, 2 pending, 1 rejected. */
export const SPEC_MRNS: SpecDocument[] = Array.from({ length: 7 }, (_, index) => ({
  tab: index < 4 ? 'active' : index < 6 ? 'draft' : 'reject',
  row: {
    id: 901 + index,
    grn_no: `OB-GRN-${String(index + 1).padStart(3, '0')}`,
    name: NAMES[index + 3]!,
    warehouse: `${REGIONS[index % REGIONS.length]!} Stores`,
    received_on: `2026-11-${String(10 + index)}`,
  },
}));

/** Master data: categories with their lookup counts, and the lookups of each. */
export const SPEC_CATEGORIES = [
  { id: 41, name: 'payment_terms', status: true, icon: 'receipt', lookups: 2 },
  { id: 42, name: 'freight_zone', status: false, icon: 'truck', lookups: 1 },
];
const lookup = (id: number, category_id: number, name: string, code: string) => ({
  id,
  category_id,
  name,
  status: true,
  description: `${name} (other backend)`,
  code,
  code_2: null,
  code_3: null,
  code_4: null,
  code_5: null,
});
export const SPEC_LOOKUPS: Record<string, ReturnType<typeof lookup>[]> = {
  payment_terms: [lookup(61, 41, 'Net 45', 'N45'), lookup(62, 41, 'Advance', 'ADV')],
  freight_zone: [lookup(63, 42, 'Zone A', 'ZA')],
};

/** Invoices as the documents list them (part 2 §3), with this backend's own status words
 * ('queued', 'unpaid') beside the documented ones: 14, so 2 pages of 12. */
export const SPEC_INVOICES = Array.from({ length: 14 }, (_, index) => ({
  id: 701 + index,
  invoice_number: `OB-INV-${String(index + 1).padStart(4, '0')}`,
  extraction_status: index % 5 === 4 ? 'queued' : 'extracted',
  workflowStatus: index % 3 === 0 ? 'success' : 'pending',
  vendor_name: NAMES[index]!,
  total_amount: 10500 + index * 250,
  currency: index % 2 ? 'INR' : 'USD',
  invoice_date: `2026-10-${String(10 + index)}`,
  dueDate: `2026-11-${String(10 + index)}`,
  paymentStatus: index % 4 === 0 ? 'paid' : 'unpaid',
  approvalStatus: 'awaiting',
  remarks: index === 2 ? 'Price differs from the PO' : null,
  createdAt: `2026-10-${String(10 + index)}T09:00:00Z`,
  createdBy: 'ap.clerk',
}));
