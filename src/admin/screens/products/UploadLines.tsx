// Each file of a direct upload with its own progress bar and state (uploading 42 %, uploaded, failed).
import { useTranslation } from 'react-i18next';
import type { UploadLine } from './useDirectUploads.ts';

export function UploadLines({ lines }: { lines: UploadLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <ul className="upload-lines" aria-label={t('productForm.directUploads')}>
      {lines.map((line, index) => (
        <li key={`${index}-${line.name}`} className={`upload-lines__item upload-lines__item--${line.state}`}>
          <span className="upload-lines__name">{line.name}</span>
          <progress
            className="progress"
            max={100}
            value={line.percent}
            aria-label={t('productForm.fileProgress', { name: line.name })}
          />
          <span className="upload-lines__state">
            {line.state === 'uploading'
              ? t('productForm.fileUploading', { percent: line.percent })
              : t(line.state === 'done' ? 'productForm.fileDone' : 'productForm.fileFailed')}
          </span>
        </li>
      ))}
    </ul>
  );
}
