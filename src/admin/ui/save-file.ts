/** Hands a downloaded file to the browser's own download, under the name the server gave it. */
import type { Download } from '../../api/request.ts';

export function saveFile({ blob, fileName }: Download) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the click has handed the blob over; give the browser a moment before letting it go
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
