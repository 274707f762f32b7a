/**
 * A sheet that no attempt can read: not a readable image or PDF, too many pages, or another
 * instrument's sheet. The job fails at once with this Japanese message instead of retrying.
 */
export class OcrInputError extends Error {
  override readonly name = 'OcrInputError';
}
