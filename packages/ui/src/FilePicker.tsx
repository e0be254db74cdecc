import { useEffect, useId, useMemo, useState } from "react";

export interface FilePickerProps {
  label: string;
  accept?: string;
  multiple?: boolean;
  /** The selected files (controlled), so a form can reset them after a save. */
  files: File[];
  onChange: (files: File[]) => void;
  /** URL of the image currently stored, shown until a new one is picked. */
  currentImageUrl?: string | null;
  /** 0 to 1 while an upload runs. */
  progress?: number | null;
  error?: string | null;
}

/** A file input with image previews, the current image, and upload progress. */
export function FilePicker({ label, accept, multiple, files, onChange, currentImageUrl, progress, error }: FilePickerProps) {
  const id = useId();
  const previews = useMemo(() => files.map((f) => (f.type.startsWith("image/") ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  const [inputKey, setInputKey] = useState(0);
  // Clearing `files` from outside must also clear the native input's own selection.
  useEffect(() => {
    if (files.length === 0) setInputKey((k) => k + 1);
  }, [files.length]);

  return (
    <div className={`field file-picker${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(Array.from(e.currentTarget.files ?? []))}
      />
      <div className="file-previews">
        {files.length === 0 && currentImageUrl ? <img src={currentImageUrl} alt="Current image" width={120} height={80} /> : null}
        {files.map((file, i) =>
          previews[i]
            ? <img key={file.name + i} src={previews[i]!} alt={`Preview of ${file.name}`} width={120} height={80} />
            : <span key={file.name + i} className="file-name">{file.name}</span>
        )}
      </div>
      {progress != null
        ? (
          <progress className="upload-progress" max={1} value={progress} aria-label={`Uploading: ${Math.round(progress * 100)}%`}>
            {Math.round(progress * 100)}%
          </progress>
        )
        : null}
      {error ? <p id={`${id}-error`} className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}
