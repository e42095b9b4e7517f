// Direct uploads (Netlify refuses function bodies over 6 MB, base64-encoded): the back-office asks
// POST /api/admin/uploads for a signed upload URL per image, PUTs each file straight to the staging
// bucket, then names the staging keys in the product request instead of sending the files.
// - A key belongs to the admin session that asked for it (SHA-256 of its bearer token) and works once:
//   a product request claims its keys with one DELETE ... RETURNING, so a second use, or a use from
//   another session, finds no row and is refused with the image's field named.
// - A claimed file is downloaded (at most 5 MB + 1 byte read), then checked and re-encoded exactly as an
//   inline upload (magic bytes, size, polyglots, pixel flood), and deleted from staging whatever the
//   outcome, a refusal included.
// - Keys never used and their files are removed by age (netlify/functions/prune-staged-uploads.mts).
import { createHash, randomBytes } from 'node:crypto';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  STAGING_MESSAGES,
  type DeclaredFile,
  type ImageType,
  type StageRequest,
  type StagedUploadTicket,
} from '../../../contract/admin/uploads.ts';
import type { ProductUpload } from '../../../contract/admin/products.ts';
import type { FieldErrors } from '../../../contract/errors.ts';
import type { AuthUser } from '../../auth/auth-provider.ts';
import { bearerToken } from '../../auth/bearer.ts';
import { getSql } from '../../db/client.ts';
import { getStagingStorage } from '../../storage/index.ts';
import type { IncomingImage } from '../images/image-pipeline.ts';
import { UPLOAD_MESSAGES, uploadError } from '../images/upload-checks.ts';
import { validationError } from '../../http/admin-request.ts';

/** A key is usable (and its file kept) this long: the upload URL's 2 hours and time to fill in the form. */
const STAGED_MAX_AGE_SECONDS = 3 * 60 * 60;

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** The session a request belongs to: a hash of its bearer token (the token itself is never stored). */
export function sessionHash(req: Request): string {
  return createHash('sha256')
    .update(bearerToken(req) ?? '')
    .digest('hex');
}

/** The declared name, type and size of each file: over 5 MB or not PNG/JPEG/GIF is refused, per file. */
export function checkDeclaredFiles({ files }: StageRequest): { file: DeclaredFile; type: ImageType }[] {
  const errors: FieldErrors = {};
  const checked: { file: DeclaredFile; type: ImageType }[] = [];
  files.forEach((file, index) => {
    const type = IMAGE_TYPES.find((t) => t === file.type);
    if (type === undefined) errors[`files.${index}.type`] = [UPLOAD_MESSAGES.notImage(file.name)];
    else checked.push({ file, type });
    if (file.size > MAX_IMAGE_BYTES) errors[`files.${index}.size`] = [UPLOAD_MESSAGES.tooLarge(file.name)];
    else if (file.size === 0) errors[`files.${index}.size`] = [UPLOAD_MESSAGES.empty(file.name)];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return checked;
}

/** A signed upload URL and a staging key per file, recorded for this session. */
export async function createStagedUploads(
  admin: AuthUser,
  session: string,
  files: readonly { file: DeclaredFile; type: ImageType }[],
): Promise<StagedUploadTicket[]> {
  const storage = getStagingStorage();
  const staged = await Promise.all(
    files.map(async ({ file, type }) => {
      const key = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      const signed = await storage.signUpload(key);
      const ticket: StagedUploadTicket = {
        key,
        name: file.name,
        url: signed.url,
        method: 'PUT',
        headers: { 'content-type': type },
        expires_at: signed.expiresAt.toISOString(),
      };
      return { ticket, row: { key, name: file.name, type, size: file.size } };
    }),
  );
  await getSql()`
    insert into public.staged_uploads (key, session_hash, admin_id, file_name, content_type, declared_size)
    select x.key, ${session}, ${admin.id}, x.name, x.type, x.size
    from jsonb_to_recordset(${JSON.stringify(staged.map((s) => s.row))}::text::jsonb) as x(key text, name text, type text, size int)`;
  return staged.map((s) => s.ticket);
}

interface StagedRow {
  key: string;
  file_name: string;
  fresh: boolean;
}

/** What a request's staged keys gave: each claimed file's declared name, and the fields that cannot be used. */
interface StagedClaim {
  names: Map<string, string>;
  /** Every key this request took from the table (used or stale): their files are deleted at the end. */
  claimed: string[];
  errors: FieldErrors;
}

/** Takes the request's keys for this session, once: a key already used, stale, or another session's is an error on its field. */
async function claimStagedUploads(uploads: readonly ProductUpload[], session: string): Promise<StagedClaim> {
  const keys = uploads.flatMap((u) => (u.stagedKey ? [u.stagedKey] : []));
  const claim: StagedClaim = { names: new Map(), claimed: [], errors: {} };
  if (keys.length === 0) return claim;
  const rows = await getSql()<StagedRow[]>`
    delete from public.staged_uploads where key = any(${keys}::text[]) and session_hash = ${session}
    returning key, file_name, created_at > now() - ${STAGED_MAX_AGE_SECONDS}::int * interval '1 second' as fresh`;
  claim.claimed = rows.map((r) => r.key);
  const fresh = new Map(rows.filter((r) => r.fresh).map((r) => [r.key, r.file_name]));
  for (const upload of uploads) {
    if (!upload.stagedKey) continue;
    const name = fresh.get(upload.stagedKey);
    // The same key twice in one request: the first field has it, the second is a reuse.
    fresh.delete(upload.stagedKey);
    if (name === undefined) (claim.errors[upload.field] ??= []).push(STAGING_MESSAGES.unavailable);
    else claim.names.set(upload.stagedKey, name);
  }
  return claim;
}

/** Deletes staged files (and never fails the request for it: the prune catches what is left). */
async function discardStagedFiles(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await getStagingStorage()
    .remove(keys)
    .catch((error: unknown) => console.error('Could not remove staged uploads:', error));
}

/**
 * Claims the staged keys of a request's images (refusals added to `target.errors`), runs the work, then
 * deletes every claimed staged file whether the work succeeded or not. `work` gets the claimed names.
 */
export async function withStagedUploads<T>(
  req: Request,
  target: { uploads: readonly ProductUpload[]; errors: FieldErrors },
  work: (names: ReadonlyMap<string, string>) => Promise<T>,
): Promise<T> {
  const claim = await claimStagedUploads(target.uploads, sessionHash(req));
  for (const [field, messages] of Object.entries(claim.errors)) (target.errors[field] ??= []).push(...messages);
  try {
    return await work(claim.names);
  } finally {
    await discardStagedFiles(claim.claimed);
  }
}

/** The images to check: inline files as sent, staged ones downloaded under the name the browser declared. */
export async function incomingImages(
  uploads: readonly ProductUpload[],
  names: ReadonlyMap<string, string>,
): Promise<IncomingImage[]> {
  const storage = getStagingStorage();
  const images: IncomingImage[] = [];
  for (const { field, file, stagedKey: key } of uploads) {
    if (file) {
      images.push({ field, file });
      continue;
    }
    if (key === null) throw new Error(`${field} holds neither a file nor a staging key`);
    const name = names.get(key) ?? key;
    const bytes = await storage.download(key, MAX_IMAGE_BYTES);
    if (!bytes) throw uploadError(field, STAGING_MESSAGES.notReceived(name));
    images.push({ field, file: new File([bytes as Uint8Array<ArrayBuffer>], name) });
  }
  return images;
}

/** Keys and files older than the maximum age: uploads that were never used (or never arrived). */
export async function pruneStagedUploads(now = new Date()): Promise<{ rows: number; files: number }> {
  const before = new Date(now.getTime() - STAGED_MAX_AGE_SECONDS * 1000);
  const rows = await getSql()<
    { key: string }[]
  >`delete from public.staged_uploads where created_at < ${before} returning key`;
  const storage = getStagingStorage();
  const files = await storage.listOlderThan(before);
  await storage.remove([...new Set([...rows.map((r) => r.key), ...files])]);
  return { rows: rows.length, files: files.length };
}
