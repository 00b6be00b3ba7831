import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, type PhotoStorage } from './photo-storage';
import { uploadedFilesIn } from './unmoved-files';

export interface MoveReport {
  /** Written to the store and read back the same. */
  copied: string[];
  /** In the store already with the same bytes: a second run copies nothing. */
  alreadyThere: string[];
  /** Not written, or not read back the same: the reason for each. */
  failed: { key: string; reason: string }[];
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * Copies every upload of a local folder (DATA_DIR/uploads) into `target`, the store the server is configured for
 * (docs/decisions/077-shared-files.md). Each file is read back from the store and compared byte for byte, with its
 * content type, before it counts as copied. A file the store already holds unchanged is left alone, so the command
 * can be run again after a failure. Nothing is deleted: the folder stays until the operator has checked the site.
 * Hidden temporary files and names that are not uploads are not the store's and are not counted.
 */
export async function moveUploads(sourceDir: string, target: PhotoStorage): Promise<MoveReport> {
  const report: MoveReport = { copied: [], alreadyThere: [], failed: [] };
  for (const key of await uploadedFilesIn(sourceDir)) {
    const contentType = contentTypeOfKey(key) as string;
    try {
      const data = await readFile(path.join(sourceDir, key));
      const existing = await target.get(key);
      if (existing && existing.contentType === contentType && sameBytes(existing.data, data)) {
        report.alreadyThere.push(key);
        continue;
      }
      await target.put(key, data, contentType);
      const back = await target.get(key);
      if (!back) report.failed.push({ key, reason: 'not found when read back' });
      else if (back.contentType !== contentType || !sameBytes(back.data, data)) {
        report.failed.push({ key, reason: 'read back different from the file' });
      } else report.copied.push(key);
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
