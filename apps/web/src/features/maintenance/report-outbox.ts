import type { Language } from '@campus/domain/locale';
import type { MaintenanceRequest, MaintenanceRequestBody } from '@campus/domain/maintenance';
import { isWpError } from '@campus/domain/wp-error';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { callEndpoint } from '../../lib/api/call-endpoint.ts';
import { outbox, withOutboxLock, type OutboxEntry } from '../../lib/offline/outbox.ts';
import { addMaintenancePhoto } from '../../entities/maintenance/api/add-maintenance-photo.ts';

/** A report kept while the device is offline: what the form would have sent (lib/offline/outbox.ts). */
export type WaitingReport = OutboxEntry<{ kind: 'maintenance-report'; body: MaintenanceRequestBody }>;

/** The device has no connection: the request never reached the server (not a refusal, not a 5xx). */
export const isOffline = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/** Keeps a report the device could not send; returns its entry's id. */
export async function keepReportWaiting(
  userId: number,
  body: MaintenanceRequestBody,
  photos: readonly Blob[],
): Promise<string> {
  const id = crypto.randomUUID();
  const entry: WaitingReport = {
    id,
    userId,
    savedAt: new Date().toISOString(),
    payload: { kind: 'maintenance-report', body },
    photos: [...photos],
    refusal: null,
  };
  await outbox().put(entry);
  return id;
}

/** The person's reports, oldest first: those waiting for the network, and those the server refused. */
export async function waitingReportsOf(userId: number): Promise<WaitingReport[]> {
  // The outbox may one day hold other kinds of entries: only this person's reports are read here.
  const all = await outbox().list<{ kind: string }>();
  return all
    .filter(
      (entry): entry is WaitingReport =>
        entry.userId === userId && entry.payload.kind === 'maintenance-report',
    )
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export async function forgetWaitingReport(id: string): Promise<void> {
  await outbox().remove(id);
}

export type DelayedSend =
  | { kind: 'sent'; request: MaintenanceRequest; failedPhotos: number[] }
  | { kind: 'refused'; entry: WaitingReport };

/**
 * Sends one waiting report, once: under the outbox lock, read again (another tab, or the start and the
 * `online` event of this one, may have sent it meanwhile), created, its photos added one by one, then
 * deleted. Still offline: kept as it is, null. A refusal (4xx): kept with the server's message for the
 * form, never sent again by itself. A server error: kept for the next try.
 */
async function sendOne(api: ApiClient, language: Language, id: string): Promise<DelayedSend | null> {
  return withOutboxLock(async () => {
    const entry = await outbox().get<WaitingReport['payload']>(id);
    if (entry === undefined || entry.refusal !== null) return null;
    let request: MaintenanceRequest;
    try {
      request = (
        await callEndpoint(api, 'POST /portal/v1/maintenance-requests', {
          query: { wpml_language: language },
          body: entry.payload.body,
        })
      ).data;
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return null;
      const refused: WaitingReport = {
        ...entry,
        refusal: isWpError(error.body) ? error.body.message : error.message,
      };
      await outbox().put(refused);
      return { kind: 'refused', entry: refused };
    }
    // Deleted before the photos: the request exists, so a crash now must not send it a second time.
    await outbox().remove(id);
    const failedPhotos: number[] = [];
    for (const [index, photo] of entry.photos.entries()) {
      try {
        request = await addMaintenancePhoto(api, language, request.id, photo);
      } catch {
        failedPhotos.push(index + 1);
      }
    }
    return { kind: 'sent', request, failedPhotos };
  });
}

/** Sends the person's waiting reports, oldest first; stops at the first that finds the network still down. */
export async function sendWaitingReports(
  api: ApiClient,
  language: Language,
  userId: number,
): Promise<DelayedSend[]> {
  const outcomes: DelayedSend[] = [];
  for (const entry of await waitingReportsOf(userId)) {
    if (entry.refusal !== null) continue;
    const outcome = await sendOne(api, language, entry.id);
    if (outcome === null) {
      // Gone meanwhile (sent by another tab) or still offline: only the latter stops the round.
      if ((await outbox().get(entry.id)) !== undefined) break;
      continue;
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
