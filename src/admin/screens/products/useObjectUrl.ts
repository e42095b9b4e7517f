import { useEffect, useState } from 'react';

/**
 * A preview of a chosen file as a data: URL (the page's CSP allows data: images, not blob:); null
 * while it is read, and for no file.
 */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let alive = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (alive && typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      alive = false;
      reader.abort();
    };
  }, [file]);
  // the preview of another file (the one chosen before) is not this one's
  return read && read.file === file ? read.url : null;
}
