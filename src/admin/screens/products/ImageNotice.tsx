// Image operation notifications: they dismiss themselves after 3 s (spec section 9).
import { useEffect, useState } from 'react';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

const IMAGE_NOTICE_MS = 3000;

export function useImageNotice(): [Notice | null, (notice: Notice) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), IMAGE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice];
}

export function ImageNotice({ notice }: { notice: Notice | null }) {
  return (
    <div className="image-notice" role="status" aria-live="polite">
      {notice && <p className={`image-notice__text image-notice__text--${notice.tone}`}>{notice.text}</p>}
    </div>
  );
}
