import { bestNameMatch, nameWords } from '../match/index.js';
import type { FolderStats } from './bench-report.js';

/**
 * How often the vendor name read links an invoice to the right vendor of a company's master
 * (issue 23 §2/§4), with the API's own name matching: the master of a folder is every distinct
 * vendor of its ground truths (a company knows its vendors), and a document is right when its
 * read name matches its own vendor and no other (the best at or above the threshold, none when
 * two are as good). The same is measured with exact words only, in the same run, as the anchor.
 */
export class VendorMasterReads {
  private readonly folders = new Map<string, Array<{ truth: string; read: string | null }>>();

  /** One document: the vendor its truth names, and the name the engine read. */
  add(folder: string, truth: unknown, read: unknown): void {
    if (typeof truth !== 'string' || !nameWords(truth).length) return;
    const reads = this.folders.get(folder) ?? [];
    reads.push({ truth, read: typeof read === 'string' ? read : null });
    this.folders.set(folder, reads);
  }

  /** Right, wrong and unlinked documents of a folder (all folders when none is given). */
  tally(folder: string | null, exactWordsOnly: boolean) {
    const t = { right: 0, wrong: 0, none: 0, documents: 0, misses: [] as string[] };
    for (const [name, reads] of this.folders) {
      if (folder !== null && name !== folder) continue;
      // Truths spelled twice ("Amazon EU S.à r.l.", "Amazon EU SARL") are one vendor: the
      // master is keyed by the naming words.
      const vendorOf = (n: string) => nameWords(n).join(' ');
      const master = [...new Set(reads.map((r) => vendorOf(r.truth)))].map((id) => ({
        id,
        name: id,
      }));
      for (const { truth, read } of reads) {
        t.documents += 1;
        const match = read ? bestNameMatch(read, master, { exactWordsOnly }) : null;
        if (match?.candidate.id === vendorOf(truth)) t.right += 1;
        else {
          t[match ? 'wrong' : 'none'] += 1;
          t.misses.push(
            `${truth} ← ${JSON.stringify(read)}: ${match ? match.candidate.id : 'none'}`,
          );
        }
      }
    }
    return t;
  }
}

const line = (t: ReturnType<VendorMasterReads['tally']>) =>
  `${t.right}/${t.documents} (wrong ${t.wrong}, none ${t.none})`;

/** Per folder and overall: the master match with OCR confusions forgiven, with exact words only
 * (the anchor), and the vendor name read exactly right (the plain field score). */
export function printVendorMaster(folders: FolderStats[], reads: VendorMasterReads): void {
  console.log(
    "\nVendor master match (master = the folder's truth vendors; right = linked to its own vendor and no other)",
  );
  for (const s of [...folders, null]) {
    const name = s?.name ?? 'OVERALL';
    const fuzzy = reads.tally(s ? s.name : null, false);
    if (!fuzzy.documents) continue;
    const exact = reads.tally(s ? s.name : null, true);
    const plain = (s ? s.outcomes : folders.flatMap((f) => f.outcomes)).filter(
      (o) => o.field === 'vendor_name',
    );
    console.log(
      `${name.padEnd(36)} VENDOR MASTER matched ${line(fuzzy)}   exact words (anchor) ${line(exact)}` +
        `   vendor_name read right ${plain.filter((o) => o.correct).length}/${plain.length}`,
    );
    // What is left, to tell a misreading from a name read off the wrong line.
    if (s) for (const miss of fuzzy.misses.slice(0, 6)) console.log(`    not linked: ${miss}`);
  }
}
