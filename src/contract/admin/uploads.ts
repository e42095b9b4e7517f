// POST /api/admin/uploads: direct uploads of product images. The browser declares its files, gets a
// signed upload URL and a staging key per file, PUTs the bytes there, then names the keys in the
// product form (images[n] or image) instead of sending the files through the function's body.
import { z } from 'zod';
import { instantSchema } from '../common.ts';

/** The image types a product accepts (by the file's bytes on the server; by its declared type here). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Spec section 5: PNG, JPG, GIF up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A product holds at most 5 images: no request needs more upload URLs than that. */
const MAX_FILES_PER_REQUEST = 5;

/** A staging key as the answer gives it: 32 hex digits and the type's extension. */
export const STAGED_KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

export const STAGING_MESSAGES = {
  unavailable:
    "Cette image téléversée n'est plus disponible (déjà utilisée, expirée ou demandée par une autre session) : choisissez-la à nouveau.",
  notReceived: (name: string) => `L'image « ${name} » n'est pas arrivée dans le stockage : choisissez-la à nouveau.`,
  tooManyFiles: `Au plus ${MAX_FILES_PER_REQUEST} images par envoi.`,
  nameRequired: 'Le nom du fichier est obligatoire.',
  nameTooLong: 'Le nom du fichier dépasse 255 caractères.',
  noFile: 'Indiquez au moins un fichier.',
} as const;

/** The request: each file's name, declared type and size (the type and size are checked per file). */
export const stageRequestSchema = z.object({
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1, STAGING_MESSAGES.nameRequired).max(255, STAGING_MESSAGES.nameTooLong),
        type: z.string().max(100),
        size: z.number().int().min(0),
      }),
    )
    .min(1, STAGING_MESSAGES.noFile)
    .max(MAX_FILES_PER_REQUEST, STAGING_MESSAGES.tooManyFiles),
});
export type StageRequest = z.infer<typeof stageRequestSchema>;
export type DeclaredFile = StageRequest['files'][number];

export const stagedUploadTicketSchema = z.object({
  key: z.string().regex(STAGED_KEY_PATTERN),
  name: z.string(),
  /** Where the browser PUTs the file's bytes, with the headers below (no admin token goes there). */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.enum(IMAGE_TYPES) }),
  expires_at: instantSchema,
});
export type StagedUploadTicket = z.infer<typeof stagedUploadTicketSchema>;

/** 201 answer. */
export const stageAnswerSchema = z.object({ uploads: z.array(stagedUploadTicketSchema) });
export type StageAnswer = z.infer<typeof stageAnswerSchema>;
