-- Notifications managed in the staff console (issue #33): a scheduled message may be cancelled before it
-- goes (its delivery job then delivers nothing), and the console lists the messages with their reach and
-- read counts.
ALTER TABLE notification_messages
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancelled_by integer REFERENCES users (id) ON DELETE SET NULL;

-- The console's list, newest first: every message for a campus editor, a house's messages for its editor.
CREATE INDEX notification_messages_list_idx ON notification_messages (created_at DESC, id DESC);
CREATE INDEX notification_messages_house_idx
  ON notification_messages (((audience->>'house')::integer), created_at DESC, id DESC)
  WHERE audience->>'type' = 'house';
-- A message's read count without reading every copy (its reach is counted on the unique (message_id,
-- user_id) index).
CREATE INDEX notifications_message_read_idx ON notifications (message_id) WHERE state = 'read';

-- The audit log read by date (?after=, ?before=) is served by audit_log_at_idx; by item, the title comes
-- from the content rows of its translation group (posts and events are unique on translation_group,
-- language).
