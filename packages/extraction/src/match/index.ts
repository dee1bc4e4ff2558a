/** Matching what was read to what a company knows, without the reading engine: the API imports
 * this subpath so the server process loads neither pdf.js nor tesseract.js for it. */
export {
  AMBIGUOUS_MARGIN,
  bestNameMatch,
  foldText,
  MISREAD_WORD_WEIGHT,
  nameScore,
  nameWords,
  VENDOR_MATCH_THRESHOLD,
  wordsOf,
} from './vendor-name.js';
export { confusedPrefixes, confusionDistance, sameWordMisread } from './ocr-confusions.js';
