import { useEffect, useState } from 'react';

/**
 * A preview of a chosen file as a data: URL (the page's CSP allows data: images, not blob:).
 */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let alive = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (alive && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      alive = false;
      reader.abort();
    };
  }, [file]);
  return url;
}
