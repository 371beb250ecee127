import https from 'node:https';
import webpush from 'web-push';
import type { SendPush } from './push-sender';
import { LOCAL_PUSH_SERVICES, vapidKeys } from './settings';

/**
 * Sends through the browsers' push services with web-push (RFC 8030, payloads encrypted as
 * RFC 8291 says, signed with VAPID, RFC 8292); null when the VAPID keys are not configured. In
 * the emulator the tests' own push service on this machine has a certificate of its own, which is
 * accepted there and only there (push-sender.ts accepts loopback endpoints only in the emulator).
 */
export function webPushSender(): SendPush | null {
  const keys = vapidKeys();
  if (!keys) return null;
  const agent = LOCAL_PUSH_SERVICES ? new https.Agent({ rejectUnauthorized: false }) : undefined;
  return async (subscription, payload, { urgency, ttl }) => {
    await webpush.sendNotification(subscription, payload, { TTL: ttl, urgency, vapidDetails: keys, timeout: 10_000, ...(agent ? { agent } : {}) });
  };
}
