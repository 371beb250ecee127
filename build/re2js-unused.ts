/**
 * Stands in for the `re2js` package in the browser bundle.
 *
 * Firestore 12 bundles re2js (about 25 kB gzip) only to evaluate regular expressions inside
 * Firestore Pipelines on the device. Sabor does not use Pipelines (eslint forbids importing
 * them), so that code never runs; if it ever did, Firestore catches this error and treats the
 * expression as invalid rather than crashing. vite.config.ts points `re2js` here.
 */
export class RE2JS {
  static compile(): never {
    throw new Error('Firestore Pipelines regular expressions are not available in Sabor.');
  }
}
