/**
 * Saves text as a file through a temporary link. The byte order mark makes spreadsheet apps
 * read the UTF-8 text (accented customer names) as UTF-8.
 */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
