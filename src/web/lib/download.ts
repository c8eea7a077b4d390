import { apiRequest } from './api';

/**
 * Fetches a file with the session like every call, then saves it under the name the server suggested
 * (or `fallbackName`); answers that name.
 */
export async function saveDownload(url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', url);
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return name;
}
