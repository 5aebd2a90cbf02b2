import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'png' | 'jpeg' | 'pdf';

const contentTypes: Record<UploadKind, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

/** Customer documents and CVs: at most 2 MB each (the spec's limit). */
const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

export type CheckedUpload =
  | { ok: true; name: string; contentType: string; bytes: Buffer }
  | { ok: false; name: string; reason: 'type' | 'size' | 'empty' };

/** The file parts of a form field that a person actually chose (browsers send an empty part for none). */
export function chosenFiles(form: FormData, field: string): File[] {
  return form
    .getAll(field)
    .filter(
      (value): value is File =>
        typeof value === 'object' && value !== null && 'arrayBuffer' in value && (value.size > 0 || value.name !== ''),
    );
}

/**
 * Checks an uploaded file by what it contains, not by its name or the type the browser claims:
 * a renamed executable is refused, a PNG called .jpg is accepted as the PNG it is.
 */
export async function checkUpload(
  file: File,
  allowed: readonly UploadKind[],
  maxBytes = MAX_DOCUMENT_BYTES,
): Promise<CheckedUpload> {
  const name = file.name.slice(0, 200) || 'file';
  if (file.size === 0) return { ok: false, name, reason: 'empty' };
  if (file.size > maxBytes) return { ok: false, name, reason: 'size' };
  const bytes = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const kind = allowed.find((candidate) => contentTypes[candidate] === detected?.mime);
  if (!kind) return { ok: false, name, reason: 'type' };
  return { ok: true, name, contentType: contentTypes[kind], bytes };
}
