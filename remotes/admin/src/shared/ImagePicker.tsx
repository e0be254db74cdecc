import { uploadUrl } from "@institute/api-client";
import type { Folder } from "@institute/schemas";
import { FilePicker } from "@institute/ui";

interface Props {
  folder: Folder;
  /** The stored image's name, shown until a new one is picked. */
  current: string | null | undefined;
  files: File[];
  onChange: (files: File[]) => void;
  progress: number | null;
  error?: string;
}

/** The image field of a console form. */
export function ImagePicker({ folder, current, ...picker }: Props) {
  return <FilePicker label="Image" accept="image/*" currentImageUrl={current ? uploadUrl(folder, current) : null} {...picker} />;
}
