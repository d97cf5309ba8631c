import { useUploadQueueRunner } from './useUploads';

/**
 * Sends waiting uploads wherever the landlord is, not only on a screen with a list of documents:
 * a receipt chosen while completing a bill offline goes once the connection and its completion
 * are back. The app's shell draws it after its first paint.
 */
export function UploadQueueRunner() {
  useUploadQueueRunner();
  return null;
}
