import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api';
import { type ToastOptions, toast, toastError } from './toast';

/**
 * Fetches a file with the session like every call, then saves it under the name the server suggested
 * (or `fallbackName`); answers that name.
 */
async function saveDownload(url: string, fallbackName: string): Promise<string> {
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

/**
 * A file the user asked for, as a mutation: `file` gives each choice's address and fallback name; a toast
 * says it started (`done`, given the saved name) or why it failed. `variables` is the choice under way.
 */
export function useDownload<C>(
  file: (choice: C) => [url: string, fallbackName: string],
  done: (name: string) => ToastOptions,
  failed: string,
) {
  return useMutation({
    mutationFn: (choice: C) => saveDownload(...file(choice)),
    onSuccess: (name) => toast(done(name)),
    onError: (err) => toastError(failed, err),
  });
}
