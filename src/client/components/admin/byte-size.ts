export const MB = 1024 * 1024;

/** Bytes as megabytes, one decimal ("12.3 MB"); below 0.1 MB, kilobytes. */
export function megabytes(bytes: number): string {
  return bytes < MB / 10
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / MB).toFixed(1)} MB`;
}
