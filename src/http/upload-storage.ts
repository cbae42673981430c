import type { StorageEngine } from 'multer';
import { error as validatorErrors } from 'express-openapi-validator';

/**
 * multer's memory storage with a size cap that names the field at fault: multer's own
 * fileSize limit reports a bare "File too large" once the contract's uploader wraps it.
 * The rest of an oversized file is discarded as it streams in, never buffered.
 */
export function cappedMemoryStorage(maxBytes: number): StorageEngine {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return {
    _handleFile(_req, file, done) {
      const chunks: Buffer[] = [];
      let size = 0;
      let refused = false;
      file.stream.on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size <= maxBytes) return void chunks.push(chunk);
        refused = true;
        chunks.length = 0;
        file.stream.resume();
        done(new validatorErrors.RequestEntityTooLarge({ path: `/body/${file.fieldname}`, message: `must be at most ${megabytes} MB` }));
      });
      file.stream.on('error', (err) => !refused && done(err));
      file.stream.on('end', () => {
        if (refused) return;
        const buffer = Buffer.concat(chunks);
        done(null, { buffer, size: buffer.length });
      });
    },
    _removeFile(_req, file, done) {
      delete (file as Partial<Express.Multer.File>).buffer;
      done(null);
    },
  };
}
