import { confusedPrefixes, nameWords, sameWordMisread } from '@procure/extraction/match';
import type { Executor } from '../db/transaction';
import { prefixEnd } from './search-terms';

/** The read name's words that probe the index: the longest (they are rarer). */
const PROBE_WORDS = 3;
/** Glyphs of a probe word whose misreadings are probed (a few dozen prefixes per word). */
const PROBE_PREFIX = 3;
/** Distinct master words looked at per probed prefix: enough for every word of a large master
 * that starts like it, bounded so a misread stays a set of index ranges, never a table scan. */
const TERMS_PER_PREFIX = 500;
/** Vendors scored per read name, those sharing the most words first. */
const CANDIDATES = 200;

/** The master's distinct name words (as vendor_search_terms stores them) that begin with any
 * of the prefixes. One index range per prefix, united: an OR of ranges in one WHERE makes
 * SQLite walk every name term instead. */
async function wordsBeginning(executor: Executor, prefixes: string[]): Promise<string[]> {
  const ranges = prefixes.map((p) =>
    executor
      .selectFrom((eb) =>
        eb
          .selectFrom('vendor_search_terms')
          .select('term')
          .distinct()
          .where('field', '=', 'name')
          .where('term', '>=', p)
          .where('term', '<', prefixEnd(p))
          .limit(TERMS_PER_PREFIX)
          .as('r'),
      )
      .select('r.term'),
  );
  const united = ranges.slice(1).reduce((q, range) => q.union(range), ranges[0]!);
  return (await united.execute()).map((row) => row.term);
}

/** The prefixes a read word's master word may begin with: those OCR may have misread its start
 * as. Words of up to 2 glyphs must be read exactly (sameWordMisread): their own range only. */
const prefixesToProbe = (word: string) =>
  word.length > 2 ? confusedPrefixes(word, PROBE_PREFIX) : [word];

/** A master word may be the read word: equal, begun by it, or a misreading of it. */
const mayBe = (read: string, term: string) => term.startsWith(read) || sameWordMisread(read, term);

/** Master vendors that may be the read name: those with a word that is, begins with, or is a
 * misreading of one of the name's longest naming words; those sharing the most such words
 * first. */
export async function vendorCandidates(
  executor: Executor,
  readName: string,
): Promise<Array<{ id: number; name: string }>> {
  const probe = [...nameWords(readName)].sort((a, b) => b.length - a.length).slice(0, PROBE_WORDS);
  if (!probe.length) return [];
  const found = await wordsBeginning(executor, [...new Set(probe.flatMap(prefixesToProbe))]);
  const terms = found.filter((term) => probe.some((word) => mayBe(word, term)));
  if (!terms.length) return [];
  const ranked = await executor
    .selectFrom('vendor_search_terms')
    .select(['vendor_id', (eb) => eb.fn.countAll<number>().as('hits')])
    .where('field', '=', 'name')
    .where('term', 'in', terms)
    .groupBy('vendor_id')
    .orderBy('hits', 'desc')
    .orderBy('vendor_id')
    .limit(CANDIDATES)
    .execute();
  if (!ranked.length) return [];
  return executor
    .selectFrom('vendors')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      ranked.map((r) => r.vendor_id),
    )
    .orderBy('id')
    .execute();
}
