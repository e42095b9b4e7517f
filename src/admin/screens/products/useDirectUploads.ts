// The state of a form's direct uploads: one line per file (how far it is, done, failed), kept while
// the product is saved so that the admin sees which file is where.
import { useState } from 'react';
import { DirectUploadError, uploadImages } from '../../api/uploads.ts';

export interface UploadLine {
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
}

export function useDirectUploads(): {
  lines: UploadLine[];
  upload: (files: File[]) => Promise<string[]>;
  clear: () => void;
} {
  const [lines, setLines] = useState<UploadLine[]>([]);
  const update = (index: number, change: Partial<UploadLine>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const upload = async (files: File[]): Promise<string[]> => {
    if (files.length === 0) return [];
    setLines(files.map((file) => ({ name: file.name, percent: 0, state: 'uploading' })));
    try {
      return await uploadImages(files, (index, percent, done) =>
        update(index, { percent, state: done ? 'done' : 'uploading' }),
      );
    } catch (error) {
      // the failed file stays listed as failed; a refusal before any upload leaves no lines
      if (error instanceof DirectUploadError) update(error.index, { state: 'failed' });
      else setLines([]);
      throw error;
    }
  };

  return { lines, upload, clear: () => setLines([]) };
}
