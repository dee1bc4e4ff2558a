import { parseIsoDate } from './dates';
import type { DiscountTier, PaymentTerms } from './terms';

/** Terms read from invoice text, with how sure the reading is (0..1) and the clauses used. */
export interface ParsedTerms {
  terms: PaymentTerms;
  confidence: number;
  matched: string[];
}

const DAYS = String.raw`(\d{1,3})\s*(?:tagen|tage|tg\.?|days?|jours?|j\b)`;
const PERCENT = String.raw`(\d{1,2}(?:\.\d{1,2})?)\s*%`;
const DATE = String.raw`(\d{1,2})[./](\d{1,2})[./](\d{4})|(\d{4})-(\d{2})-(\d{2})`;
const DISCOUNT_WORD = /skonto|abzug|abzüglich|discount|escompte|remise/;
const NET_WORD =
  /netto|\bnett?o?\b|ohne abzug|zahlbar|fällig|begleichen|bezahlen|zahlung|\bpay|\bdue\b|within|paiement|règlement|payer|à\s+\d/;
/** A clause that is nothing but a day count ("15 Days", "30 Tage") is the net term. */
const ONLY_DAYS = new RegExp(String.raw`^\s*${DAYS}\s*$`);
/** The month end comes first ("end of month + 30") in English and German wording; French "30
 * jours fin de mois" runs the days first and then to the month end. */
const FROM_MONTH_END = /end of (?:the )?month|\beom\b|monatsende|ende des monats/;
const TO_MONTH_END = /fin de mois|to (?:the )?month end/;
const ON_RECEIPT = /sofort|on receipt|upon receipt|à réception|dès réception|immediately/;
/** "2/10 net 30", "2/10, n/30", "2 10 net 30" is not taken: it needs the slash. */
/** "net 30", "netto 14", "end of month + 30": a day count without the word for days; never an
 * amount ("Gesamtbetrag netto 135,00", read with its decimal comma as a point). */
const BARE_NET_DAYS = /(?:\bnet|\bnetto|\+)\s*(\d{1,3})\b(?![.,]\d)/;
const SLASH_TERMS = /(\d{1,2}(?:\.\d{1,2})?)\s*\/\s*(\d{1,3})\s*,?\s*n(?:et)?\s*\/?\s*(\d{1,3})/;

/** Reads "3 % Skonto innerhalb 10 Tagen, 30 Tage netto", "2/10 net 30", "Zahlbar innerhalb 14
 * Tagen ohne Abzug", "payable within 30 days", "escompte de 2 % à 8 jours". Returns null when no
 * term is found. Clauses are split on separators so a percent is paired with the days beside it. */
export function parseTerms(text: string): ParsedTerms | null {
  const xrechnung = parseXRechnungSkonto(text);
  if (xrechnung) return xrechnung;
  const normal = normalize(text);
  const slash = SLASH_TERMS.exec(normal);
  if (slash) {
    const tier = { rateBasisPoints: basisPoints(slash[1]!), days: Number(slash[2]) };
    return {
      terms: { netDays: Number(slash[3]), discounts: [tier] },
      confidence: 0.95,
      matched: [slash[0]],
    };
  }
  const terms: PaymentTerms = { discounts: [] };
  const matched: string[] = [];
  let netFound = false;
  for (const clause of clauses(normal)) {
    const percent = new RegExp(PERCENT).exec(clause);
    const days = new RegExp(DAYS).exec(clause) ?? BARE_NET_DAYS.exec(clause);
    const date = readDate(clause);
    if (percent && (DISCOUNT_WORD.test(clause) || days || date) && !/ohne abzug/.test(clause)) {
      const tier: DiscountTier = { rateBasisPoints: basisPoints(percent[1]!) };
      if (days) tier.days = Number(days[1]);
      else if (date) tier.date = date;
      else continue;
      terms.discounts.push(tier);
      matched.push(clause.trim());
    } else if (
      !netFound &&
      (days || date) &&
      (NET_WORD.test(clause) || FROM_MONTH_END.test(clause) || ONLY_DAYS.test(clause))
    ) {
      if (days) terms.netDays = Number(days[1]);
      else terms.dueDate = date!;
      if (FROM_MONTH_END.test(clause)) terms.fromMonthEnd = true;
      if (TO_MONTH_END.test(clause)) terms.toMonthEnd = true;
      netFound = true;
      matched.push(clause.trim());
    } else if (!netFound && ON_RECEIPT.test(clause)) {
      terms.netDays = 0;
      netFound = true;
      matched.push(clause.trim());
    }
  }
  if (!netFound && terms.discounts.length === 0) return null;
  terms.discounts.sort((a, b) => (a.days ?? 0) - (b.days ?? 0));
  return { terms, confidence: confidence(terms, netFound), matched };
}

/** XRechnung's machine-readable form in the payment terms (BT-20), one line per tier:
 * "#SKONTO#TAGE=14#PROZENT=2.00#" with an optional "BASISBETRAG=1000.00#" (the discount base).
 * The net days are not part of it; other text beside it is read as usual for them. */
const XRECHNUNG_SKONTO =
  /#SKONTO#TAGE=(\d{1,3})#PROZENT=(\d{1,2}(?:\.\d{1,2})?)#(?:BASISBETRAG=(-?\d+(?:\.\d{1,2})?)#)?/g;

function parseXRechnungSkonto(text: string): ParsedTerms | null {
  const matches = [...text.matchAll(XRECHNUNG_SKONTO)];
  if (matches.length === 0) return null;
  const discounts = matches
    .map((match) => ({
      rateBasisPoints: basisPoints(match[2]!),
      days: Number(match[1]),
      // XRechnung amounts are in the invoice currency with two decimals (EUR cents).
      ...(match[3] ? { baseMinor: Math.round(Number(match[3]) * 100) } : {}),
    }))
    .sort((a, b) => a.days - b.days);
  const rest = parseTerms(text.replace(/#SKONTO#[^\n]*/g, ' '));
  const terms: PaymentTerms = { ...rest?.terms, discounts };
  const matched = [...matches.map((match) => match[0]), ...(rest?.matched ?? [])];
  return { terms, confidence: 0.95, matched };
}

/** Lower case, one kind of space, a decimal comma read as a point ("2,5 %"). */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u00a0\u202f\t]/g, ' ')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\bn\s*\/\s*(\d)/g, 'net $1');
}

/** Separators between terms: punctuation, line ends and the words that join tiers. A "." ends a
 * clause only when it is not inside a number or a date. */
function clauses(text: string): string[] {
  return text
    .split(/[;,\n]|\.(?!\d)|\b(?:and|und|et|then|sonst|danach|ansonsten|otherwise|sinon|puis)\b/)
    .filter((part) => part.trim().length > 0);
}

function readDate(clause: string): string | undefined {
  const match = new RegExp(DATE).exec(clause);
  if (!match) return undefined;
  const [day, month, year] = match[1]
    ? [match[1], match[2]!, match[3]!]
    : [match[6]!, match[5]!, match[4]!];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}

const basisPoints = (percent: string) => Math.round(Number(percent) * 100);

/** Sure when net terms and every tier make sense together (rates falling as days rise, every
 * deadline before the net date); less when only one side was printed or they disagree. */
function confidence(terms: PaymentTerms, netFound: boolean): number {
  const tiers = terms.discounts;
  const sensible = tiers.every(
    (tier, i) =>
      tier.rateBasisPoints > 0 &&
      tier.rateBasisPoints <= 1000 &&
      (i === 0 || tier.rateBasisPoints <= tiers[i - 1]!.rateBasisPoints) &&
      (terms.netDays === undefined || tier.days === undefined || tier.days <= terms.netDays),
  );
  if (!sensible) return 0.4;
  if (netFound && tiers.length > 0) return 0.9;
  return netFound ? 0.85 : 0.6;
}
