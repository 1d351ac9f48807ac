-- The native app's push (issue #17, ADR 016): a device is either a browser's Web Push subscription (an
-- endpoint URL and its encryption keys) or the app's Firebase Cloud Messaging registration token, kept in
-- `endpoint` (unique like a URL) without keys.

ALTER TABLE push_subscriptions
  ADD COLUMN kind text NOT NULL DEFAULT 'webpush' CHECK (kind IN ('webpush', 'fcm'));
ALTER TABLE push_subscriptions ALTER COLUMN p256dh DROP NOT NULL;
ALTER TABLE push_subscriptions ALTER COLUMN auth DROP NOT NULL;
ALTER TABLE push_subscriptions
  ADD CONSTRAINT push_subscriptions_web_keys CHECK (kind <> 'webpush' OR (p256dh IS NOT NULL AND auth IS NOT NULL));
