import { randomBytes } from 'node:crypto';
import { AppError, UnsupportedMediaTypeError } from '../../../shared/errors.js';
import type { FileStorage } from '../ports.js';
import { assertJpegOrPng, NOT_AN_IMAGE } from './uploaded-image.js';

const FIELD = 'photo';
/** Private: the image routes never serve it (http/image-routes.ts); only the order's signed-in calls read it. */
const PROOF_PREFIX = 'proofs/';
/** Enough to see a parcel on a doorstep; a phone's 12 MP photo is cut down to this. */
const MAX_SIDE = 1600;

/**
 * A courier's photo as proof of delivery (docs/product/team-and-roles.md "Couriers"): checked as a
 * restaurant image is, turned upright, cut down and saved as a JPEG without its metadata (no
 * location or device), under a key of its own in the restaurant's private folder.
 */
export async function storeProofPhoto(storage: FileStorage, bytes: Buffer, restaurantId: string): Promise<string> {
  try {
    await assertJpegOrPng(bytes);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const message = err instanceof UnsupportedMediaTypeError ? NOT_AN_IMAGE : 'must be at most 50 megapixels';
    throw new AppError(err.status, err.code, `${FIELD}: ${message}`, [{ path: FIELD, message }]);
  }
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(bytes).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  const key = `${PROOF_PREFIX}${restaurantId}/${randomBytes(12).toString('hex')}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  return key;
}
