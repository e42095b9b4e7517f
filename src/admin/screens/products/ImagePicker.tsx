// A file input for one image: PNG, JPG or GIF up to 5 MB, checked here by its type, its size and its
// first bytes (a file that is only named .png is refused at once, never previewed), then by the server.
// What is wrong shows under the picker itself. The real input stays focusable (hidden visually); its
// label is drawn as a button.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../contract/admin/uploads.ts';
import { imageProblem, type ImageProblem } from '../../logic/file-checks.ts';

interface Props {
  label: string;
  /** Accessible name of the input when the visible label is shared by several pickers. */
  name?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function ImagePicker({ label, name, onFile, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const choose = async (file: File) => {
    const found = await imageProblem(file);
    setProblem(found);
    if (!found) onFile(file);
  };
  return (
    <span className="file-picker">
      <input
        id={id}
        type="file"
        className="file-picker__input"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled}
        aria-label={name ?? label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      <label htmlFor={id} className="btn btn--ghost btn--small file-picker__label" aria-hidden="true">
        {label}
      </label>
      {problem && (
        <span id={`${id}-error`} className="field__error file-picker__error" role="alert">
          {t(problem)}
        </span>
      )}
    </span>
  );
}
