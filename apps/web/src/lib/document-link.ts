import { documentContract } from '@procure/contract';
import { apiRoots } from '../config/runtime';
import { contractUrl } from './contract-query';
import { readToken } from './storage';

/** The file address of a stored document (spec §7): GET /r/{docId} with the bearer token; the
 * final address after its redirect is a signed link any viewer or new tab can open. The body is
 * not read. */
export async function documentAddress(docId: string): Promise<string> {
  const token = readToken();
  const response = await fetch(
    contractUrl(documentContract.link, { params: { docId } }, apiRoots().storage),
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  void response.body?.cancel();
  if (response.status < 200 || response.status >= 400)
    throw new Error(response.status === 404 ? 'Unable to load' : 'Failed to load document');
  return response.url;
}

/** Opens a stored document in a new tab. The tab is opened at once (a popup opened after an
 * await is blocked) and pointed at the file when its address is known. */
export async function openDocument(docId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const address = await documentAddress(docId);
    if (tab) tab.location.href = address;
    else window.location.assign(address);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
