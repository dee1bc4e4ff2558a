import { PERMISSIONS, type Permission } from '@procure/contract';
import type { Role } from './roles';

/** What a route needs: the names are the contract's (PERMISSIONS), so the web asks for the
 * same ones. */
export type { Permission };

/** Every contract route (its key in the contract, as `flattenRoutes` names it) and what it
 * needs. One table, read by the server for every request and by the test that fails when a
 * route has no line here. The master routes serve both master sets with one line each. */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'system.health': 'public',
  'auth.login': 'public',
  'auth.logout': 'self',
  'translate.details': 'public',
  'formMetadata.get': 'read',
  'location.countries': 'read',
  'location.states': 'read',
  'location.cities': 'read',

  'vendor.list': 'read',
  'vendor.export': 'read',
  'vendor.get': 'read',
  'vendor.createBasic': 'vendor.edit',
  'vendor.updateBasic': 'vendor.edit',
  'vendor.address.create': 'vendor.edit',
  'vendor.address.update': 'vendor.edit',
  'vendor.bank.create': 'vendor.edit',
  'vendor.bank.update': 'vendor.edit',
  'vendor.representative.create': 'vendor.edit',
  'vendor.representative.update': 'vendor.edit',
  'vendor.taxCode.create': 'vendor.edit',
  'vendor.taxCode.update': 'vendor.edit',
  'vendor.compliance.create': 'vendor.edit',
  'vendor.compliance.update': 'vendor.edit',
  'vendor.siteMapping.create': 'vendor.edit',
  'vendor.siteMapping.update': 'vendor.edit',
  'vendor.deleteEntry': 'vendor.edit',
  'vendor.submit': 'vendor.edit',
  'vendor.approve': 'vendor.approve',
  'vendor.reject': 'vendor.approve',
  // A changed bank account of an approved vendor: another approver than who asked (issue 22).
  'vendor.bankChange.approve': 'vendor.approve',
  'vendor.bankChange.reject': 'vendor.approve',

  // Attachments of vendors, POs and MRNs; invoices arrive through invoice.upload.
  'store.upload': 'document.upload',
  'document.get': 'read',
  'document.link': 'read',
  // A signed, expiring link: whoever holds it may open the file (it is how <img> and <iframe>
  // reach a document, with no Authorization header).
  'document.content': 'public',

  'purchaseOrder.list': 'read',
  'purchaseOrder.export': 'read',
  'purchaseOrder.get': 'read',
  'purchaseOrder.saveHeader': 'po.edit',
  'purchaseOrder.create': 'po.edit',
  'purchaseOrder.approve': 'po.approve',
  'purchaseOrder.reject': 'po.approve',

  'mrn.list': 'read',
  'mrn.export': 'read',
  'mrn.get': 'read',
  'mrn.saveHeader': 'mrn.edit',
  'mrn.create': 'mrn.edit',
  'mrn.approve': 'mrn.approve',
  'mrn.reject': 'mrn.approve',

  'invoice.list': 'read',
  // A search and an export sent as POST (their filters do not fit a URL): they change nothing.
  'invoice.find': 'read',
  'invoice.export': 'read',
  'invoice.upload': 'invoice.review',
  'invoice.review': 'invoice.review',
  'invoice.saveLines': 'invoice.review',
  'invoice.reextract': 'invoice.review',
  'invoice.approve': 'invoice.approve',
  'invoice.reject': 'invoice.approve',
  'invoice.history': 'read',
  'invoice.match': 'read',
  'invoice.words': 'read',
  'invoice.pay': 'invoice.pay',
  'invoice.undoPayment': 'invoice.pay',
  'invoice.payments': 'read',
  'accounting.saveTerms': 'invoice.review',
  // The bookings show what the invoice list and its export already show every signed-in user.
  'accounting.export': 'read',

  'master.listCategories': 'read',
  'master.createCategory': 'masters.edit',
  'master.updateCategory': 'masters.edit',
  'master.listLookups': 'read',
  'master.exportLookups': 'read',
  'master.createLookup': 'masters.edit',
  'master.importLookups': 'masters.edit',
  'master.updateLookup': 'masters.edit',

  'jobs.list': 'read',
  'insights.dashboard': 'read',
  'insights.analytics': 'read',
  // The inbox's account, folders and errors are an administrator's business (issue 24).
  'mail.status': 'settings.view',
  'mail.invoiceOrigin': 'read',

  // Payment runs are the payer's work; the bank file carries IBANs, so it is theirs too.
  'paymentRun.list': 'read',
  'paymentRun.get': 'read',
  'paymentRun.propose': 'invoice.pay',
  'paymentRun.create': 'invoice.pay',
  'paymentRun.addItems': 'invoice.pay',
  'paymentRun.removeItem': 'invoice.pay',
  'paymentRun.remove': 'invoice.pay',
  'paymentRun.confirm': 'invoice.pay',
  'paymentRun.file': 'invoice.pay',
  'paymentRun.execute': 'invoice.pay',
  'paymentRun.undo': 'invoice.pay',

  // User administration is an administrator's; the links it makes are used signed out (the
  // link is the credential), and every user manages their own account.
  'users.list': 'users.manage',
  'users.invite': 'users.manage',
  'users.withdrawInvitation': 'users.manage',
  'users.setRoles': 'users.manage',
  'users.disable': 'users.manage',
  'users.enable': 'users.manage',
  'users.resetPassword': 'users.manage',
  'users.lookupLink': 'public',
  'users.acceptLink': 'public',
  'profile.get': 'self',
  'profile.update': 'self',
  'profile.changePassword': 'self',
  'profile.sessions': 'self',
  'profile.endOtherSessions': 'self',

  // Approval limits (issue 22 item 3): who may approve how much is the administrator's, as
  // roles are; the exchange rates the limits convert with are master data.
  'approvalLimits.set': 'users.manage',
  'exchangeRate.list': 'read',
  'exchangeRate.create': 'masters.edit',
  'exchangeRate.update': 'masters.edit',
  'exchangeRate.remove': 'masters.edit',

  // Companies (issue 22 item 6): everyone reads them (documents and dropdowns name them); the
  // buying organisation's own legal entities and bank accounts are an administrator's to keep.
  'company.list': 'read',
  'company.options': 'read',
  'company.get': 'read',
  'company.create': 'companies.manage',
  'company.update': 'companies.manage',
  'company.addBankAccount': 'companies.manage',
  'company.updateBankAccount': 'companies.manage',
  'company.removeBankAccount': 'companies.manage',
  // Which companies a user is limited to is user administration.
  'company.assignments': 'users.manage',
  'company.setUserCompanies': 'users.manage',
};

const EVERY_SIGNED_IN: Permission[] = ['self', 'read'];

/** What each role may do. `admin` holds every permission: an upgraded server makes its
 * existing users admins, and they must keep doing all they did (segregation of duties still
 * applies to them, document by document). */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  // Every permission there is (`public` needs no role): a new permission is the admin's at once.
  admin: PERMISSIONS.filter((permission) => permission !== 'public'),
  buyer: [...EVERY_SIGNED_IN, 'document.upload', 'vendor.edit', 'po.edit', 'mrn.edit'],
  approver: [...EVERY_SIGNED_IN, 'vendor.approve', 'po.approve', 'mrn.approve', 'invoice.approve'],
  ap_clerk: [...EVERY_SIGNED_IN, 'document.upload', 'invoice.review'],
  payer: [...EVERY_SIGNED_IN, 'invoice.pay'],
  viewer: [...EVERY_SIGNED_IN],
};

/** What a refusal says the user was trying to do, to begin its sentence. */
const DOING: Record<Exclude<Permission, 'public' | 'self' | 'read'>, string> = {
  'document.upload': 'Uploading documents',
  'vendor.edit': 'Editing vendors',
  'vendor.approve': 'Approving vendors',
  'po.edit': 'Editing purchase orders',
  'po.approve': 'Approving purchase orders',
  'mrn.edit': 'Editing material receipts',
  'mrn.approve': 'Approving material receipts',
  'invoice.review': 'Uploading and reviewing invoices',
  'invoice.approve': 'Approving invoices',
  'invoice.pay': 'Recording payments',
  'masters.edit': 'Editing master data',
  'settings.view': 'Viewing the settings',
  'users.manage': 'Managing users',
  'companies.manage': 'Managing companies',
};

export const allows = (roles: readonly Role[], permission: Permission) =>
  permission === 'public' || roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));

/** The roles (admin last) that hold a permission, as a sentence names them. */
export function rolesFor(permission: Permission): Role[] {
  const roles = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) =>
    ROLE_PERMISSIONS[role].includes(permission),
  );
  const others = roles.filter((role) => role !== 'admin');
  return others.length ? others : roles;
}

/** "Approving invoices needs the approver role." The admin role, which holds everything, is
 * named only where no other role will do. */
export function refusal(permission: Permission): string {
  const doing = permission in DOING ? DOING[permission as keyof typeof DOING] : 'This';
  const roles = rolesFor(permission);
  const names =
    roles.length === 1
      ? `the ${roles[0]} role`
      : `the ${roles.slice(0, -1).join(', ')} or ${roles.at(-1)} role`;
  return `${doing} needs ${names}.`;
}
