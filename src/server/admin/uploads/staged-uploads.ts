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
import { z } from 'zod';
import type { AuthUser } from '../../auth/auth-provider.ts';
import { bearerToken } from '../../auth/bearer.ts';
import { getSql } from '../../db/client.ts';
import { getStagingStorage } from '../../services/storage/index.ts';
import { STAGED_TYPES, type StagedType } from '../../services/storage/staging-storage.ts';
import type { IncomingImage } from '../images/image-pipeline.ts';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, uploadError } from '../images/upload-checks.ts';
import type { UploadedFile } from '../products/product-form.ts';
import { parseWith, validationError } from '../validation.ts';

/** A product holds at most 5 images: no request needs more upload URLs than that. */
export const MAX_FILES_PER_REQUEST = 5;
/** A key is usable (and its file kept) this long: the upload URL's 2 hours and time to fill in the form. */
export const STAGED_MAX_AGE_SECONDS = 3 * 60 * 60;

const EXTENSIONS: Record<StagedType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

export const STAGING_MESSAGES = {
  unavailable:
    "Cette image téléversée n'est plus disponible (déjà utilisée, expirée ou demandée par une autre session) : choisissez-la à nouveau.",
  notReceived: (name: string) => `L'image « ${name} » n'est pas arrivée dans le stockage : choisissez-la à nouveau.`,
  tooManyFiles: `Au plus ${MAX_FILES_PER_REQUEST} images par envoi.`,
} as const;

export const stageRequestSchema = z.object({
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Le nom du fichier est obligatoire.').max(255, 'Le nom du fichier dépasse 255 caractères.'),
        type: z.string().max(100),
        size: z.number().int().min(0),
      }),
    )
    .min(1, 'Indiquez au moins un fichier.')
    .max(MAX_FILES_PER_REQUEST, STAGING_MESSAGES.tooManyFiles),
});

export type DeclaredFile = z.infer<typeof stageRequestSchema>['files'][number];

export interface StagedUploadTicket {
  key: string;
  name: string;
  /** Where the browser PUTs the file's bytes, with the headers below. */
  url: string;
  method: 'PUT';
  headers: { 'content-type': StagedType };
  expires_at: string;
}

/** The session a request belongs to: a hash of its bearer token (the token itself is never stored). */
export function sessionHash(req: Request): string {
  return createHash('sha256').update(bearerToken(req) ?? '').digest('hex');
}

/** The declared name, type and size of each file: over 5 MB or not PNG/JPEG/GIF is refused, per file. */
export function checkDeclaredFiles(body: unknown): DeclaredFile[] {
  const { files } = parseWith(stageRequestSchema, body);
  const errors: Record<string, string[]> = {};
  files.forEach((file, index) => {
    if (!(STAGED_TYPES as readonly string[]).includes(file.type)) errors[`files.${index}.type`] = [UPLOAD_MESSAGES.notImage(file.name)];
    if (file.size > MAX_IMAGE_BYTES) errors[`files.${index}.size`] = [UPLOAD_MESSAGES.tooLarge(file.name)];
    else if (file.size === 0) errors[`files.${index}.size`] = [UPLOAD_MESSAGES.empty(file.name)];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationError(errors, first);
  return files;
}

/** A signed upload URL and a staging key per file, recorded for this session. */
export async function createStagedUploads(admin: AuthUser, session: string, files: readonly DeclaredFile[]): Promise<StagedUploadTicket[]> {
  const storage = getStagingStorage();
  const tickets = await Promise.all(
    files.map(async (file): Promise<StagedUploadTicket> => {
      const type = file.type as StagedType;
      const key = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
      const signed = await storage.signUpload(key);
      return { key, name: file.name, url: signed.url, method: 'PUT', headers: { 'content-type': type }, expires_at: signed.expiresAt.toISOString() };
    }),
  );
  await getSql().unsafe(
    `insert into public.staged_uploads (key, session_hash, admin_id, file_name, content_type, declared_size)
     select x.key, $1, $2, x.name, x.type, x.size
     from jsonb_to_recordset($3::text::jsonb) as x(key text, name text, type text, size int)`,
    [session, admin.id, JSON.stringify(tickets.map((t, i) => ({ key: t.key, name: t.name, type: t.headers['content-type'], size: files[i]!.size })))],
  );
  return tickets;
}

interface StagedRow {
  key: string;
  file_name: string;
  fresh: boolean;
}

/** What a request's staged keys gave: each claimed file's declared name, and the fields that cannot be used. */
export interface StagedClaim {
  names: Map<string, string>;
  /** Every key this request took from the table (used or stale): their files are deleted at the end. */
  claimed: string[];
  errors: Record<string, string[]>;
}

/** Takes the request's keys for this session, once: a key already used, stale, or another session's is an error on its field. */
export async function claimStagedUploads(uploads: readonly UploadedFile[], session: string): Promise<StagedClaim> {
  const keys = uploads.flatMap((u) => (u.stagedKey ? [u.stagedKey] : []));
  const claim: StagedClaim = { names: new Map(), claimed: [], errors: {} };
  if (keys.length === 0) return claim;
  const rows = await getSql().unsafe<StagedRow[]>(
    `delete from public.staged_uploads where key = any($1::text[]) and session_hash = $2
     returning key, file_name, created_at > now() - $3::int * interval '1 second' as fresh`,
    [keys, session, STAGED_MAX_AGE_SECONDS],
  );
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
export async function discardStagedFiles(keys: readonly string[]): Promise<void> {
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
  target: { uploads: readonly UploadedFile[]; errors: Record<string, string[]> },
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
export async function incomingImages(uploads: readonly UploadedFile[], names: ReadonlyMap<string, string>): Promise<IncomingImage[]> {
  const storage = getStagingStorage();
  const images: IncomingImage[] = [];
  for (const upload of uploads) {
    if (upload.file) {
      images.push({ field: upload.field, file: upload.file });
      continue;
    }
    const key = upload.stagedKey!;
    const name = names.get(key) ?? key;
    const bytes = await storage.download(key, MAX_IMAGE_BYTES);
    if (!bytes) throw uploadError(upload.field, STAGING_MESSAGES.notReceived(name));
    images.push({ field: upload.field, file: new File([bytes as Uint8Array<ArrayBuffer>], name) });
  }
  return images;
}

/** Keys and files older than the maximum age: uploads that were never used (or never arrived). */
export async function pruneStagedUploads(now = new Date()): Promise<{ rows: number; files: number }> {
  const before = new Date(now.getTime() - STAGED_MAX_AGE_SECONDS * 1000);
  const rows = await getSql().unsafe<{ key: string }[]>('delete from public.staged_uploads where created_at < $1 returning key', [before.toISOString()]);
  const storage = getStagingStorage();
  const files = await storage.listOlderThan(before);
  await storage.remove([...new Set([...rows.map((r) => r.key), ...files])]);
  return { rows: rows.length, files: files.length };
}
