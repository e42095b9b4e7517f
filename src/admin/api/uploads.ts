// Direct uploads: images go straight to storage, never through a function's body (Netlify refuses
// bodies over 6 MB, base64-encoded). The API gives a signed upload URL per file; each file is PUT
// there (with progress), and the product request then carries the staging keys instead of the files.
import { stageAnswerSchema, type StagedUploadTicket } from '../../contract/admin/uploads.ts';
import { apiRequest } from './client.ts';

const UPLOAD_TIMEOUT_MS = 120_000;

/** A file that did not reach storage: the form names it. */
export class DirectUploadError extends Error {
  readonly fileName: string;
  readonly index: number;

  constructor(fileName: string, index: number) {
    super(`upload of ${fileName} failed`);
    this.fileName = fileName;
    this.index = index;
  }
}

/** PUT with upload progress (fetch has none). No admin token: the signed URL is the permission. */
function put(ticket: StagedUploadTicket, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`HTTP ${xhr.status}`)));
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new Error('network'));
    xhr.send(file);
  });
}

type UploadProgress = (index: number, percent: number, done: boolean) => void;

/**
 * Uploads the files to storage side by side, telling `onProgress` how far each is (done once storage
 * has answered). Resolves to their staging keys, in order; a file that fails rejects with a
 * DirectUploadError naming it (the API's own refusals, e.g. a file over 5 MB, reject with its ApiError).
 */
export async function uploadImages(files: readonly File[], onProgress: UploadProgress): Promise<string[]> {
  const { uploads } = await apiRequest('/admin/uploads', {
    method: 'POST',
    body: { files: files.map((file) => ({ name: file.name, type: file.type, size: file.size })) },
    answer: stageAnswerSchema,
  });
  await Promise.all(
    files.map(async (file, index) => {
      const ticket = uploads[index];
      try {
        // the answer has one ticket per file; one missing is a file that cannot reach storage
        if (!ticket) throw new Error('no upload ticket');
        await put(ticket, file, (percent) => onProgress(index, percent, false));
      } catch {
        throw new DirectUploadError(file.name, index);
      }
      onProgress(index, 100, true);
    }),
  );
  return uploads.map((ticket) => ticket.key);
}
