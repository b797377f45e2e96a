/** Uploads: .jpg, .png, .gif up to 2 MB, checked in the browser and by the server alike. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'];
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES, ...UPLOAD_EXTENSIONS].join(',');
export const UPLOAD_ERROR = 'app.validation.upload';

export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const extensionOk = UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Both must agree: a renamed .exe with an image extension but another type is refused too.
  const typeOk = !file.type || UPLOAD_TYPES.includes(file.type);
  if (!extensionOk || !typeOk || file.size > MAX_UPLOAD_BYTES || file.size === 0) return UPLOAD_ERROR;
  return null;
}
