import { applicationDefault } from 'firebase-admin/app';

/**
 * The daily backup of the whole database (issue #51): Firestore's managed export
 * (`projects/{p}/databases/(default):exportDocuments`) into a Cloud Storage bucket, one folder a
 * day. How long the copies are kept is the bucket's lifecycle rule (README, 'Backups': 30 days);
 * restoring is `gcloud firestore import` of one day's folder. Called through the REST API with the
 * Functions' own credentials, so no client library is added for it. The emulators have no managed
 * export: nothing here runs locally (the schedule is production's only).
 */

/** gs://bucket/firestore/2026-11-28T06-00-00Z: one folder per run, sortable, never overwritten. */
export function backupFolder(bucket: string, now: Date): string {
  const base = bucket.replace(/^gs:\/\//, '').replace(/\/+$/, '');
  return `gs://${base}/firestore/${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}`;
}

/** The export call: where it goes and what it carries (every collection). */
export function exportRequest(projectId: string, bucket: string, now: Date): { url: string; body: { outputUriPrefix: string } } {
  return {
    url: `https://firestore.googleapis.com/v1/projects/${projectId}/databases/(default):exportDocuments`,
    body: { outputUriPrefix: backupFolder(bucket, now) },
  };
}

/**
 * Starts the export; resolves with the long-running operation's name (the export goes on after the
 * call returns). Throws with Google's answer when it is refused (a bucket or a role missing).
 */
export async function exportFirestore(projectId: string, bucket: string, now: Date): Promise<string> {
  const { access_token: token } = await applicationDefault().getAccessToken();
  const { url, body } = exportRequest(projectId, bucket, now);
  const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { name?: string; error?: { message?: string } };
  if (!response.ok || !answer.name) throw new Error(`Firestore export refused (${response.status}): ${answer.error?.message ?? JSON.stringify(answer)}`);
  return answer.name;
}
