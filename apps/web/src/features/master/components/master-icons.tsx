import {
  BankAccountIcon,
  DocumentIcon,
  DollarIcon,
  OfficeIcon,
  PeopleIcon,
  ShopIcon,
  TruckIcon,
  UserIcon,
} from '@blueprintjs/icons';
import type { Category } from '../api/master-api';

/** The spec's eight icon names drawn with Blueprint's nearest icon components (named
 * components only: a name would download every icon's paths). */
export const MASTER_ICON_COMPONENTS: Record<Category['icon'], typeof DocumentIcon> = {
  landmark: BankAccountIcon,
  'file-text': DocumentIcon,
  receipt: DollarIcon,
  'user-circle': UserIcon,
  'building-2': OfficeIcon,
  users: PeopleIcon,
  store: ShopIcon,
  truck: TruckIcon,
};

/** 'payment_terms' -> 'Payment terms': first letter upper-cased, underscores to spaces. */
export const categoryTitle = (name: string) =>
  (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' ');
