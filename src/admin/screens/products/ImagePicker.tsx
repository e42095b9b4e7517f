// A file input for one image: PNG, JPG or GIF up to 5 MB (checked here first, then by the server).
// The real input stays focusable (hidden visually); its label is drawn as a button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../contract/admin/uploads.ts';
import { imageFileProblem } from '../../logic/product-validation.ts';

interface Props {
  label: string;
  /** Accessible name of the input when the visible label is shared by several pickers. */
  name?: string;
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
  disabled?: boolean;
}

export function ImagePicker({ label, name, onFile, onProblem, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="file-picker">
      <input id={id} type="file" className="file-picker__input" accept={IMAGE_TYPES.join(',')} disabled={disabled}
        aria-label={name ?? label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = imageFileProblem(file);
          if (problem) onProblem(t(problem));
          else onFile(file);
        }} />
      <label htmlFor={id} className="btn btn--ghost btn--small file-picker__label" aria-hidden="true">
        {label}
      </label>
    </span>
  );
}
