/** 1 KB = 1024 bytes, as the bundle threshold (1.5 MB) counts them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
