import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const TRUTH_FILE = 'ground_truth.normalized.json';

const isDirectory = (path: string): Promise<boolean> =>
  stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
const hasTruth = (folder: string): Promise<boolean> =>
  stat(join(folder, TRUTH_FILE)).then(
    () => true,
    () => false,
  );

/**
 * The folders to score for the paths a user gave (a shell glob like `corpus/*` also yields
 * README files): every given folder with a ground truth, plus its direct subfolders that have
 * their own (`textonly/` copies of hybrid e-invoices), each once, in the order given.
 */
export async function benchFolders(paths: string[]): Promise<string[]> {
  const out: string[] = [];
  const add = (folder: string): void => {
    if (!out.includes(folder)) out.push(folder);
  };
  for (const path of paths) {
    if (!(await isDirectory(path))) continue;
    if (await hasTruth(path)) add(path);
    const children = (await readdir(path)).sort();
    for (const child of children) {
      const sub = join(path, child);
      if ((await isDirectory(sub)) && (await hasTruth(sub))) add(sub);
    }
  }
  return out;
}

export const truthPath = (folder: string): string => join(folder, TRUTH_FILE);
