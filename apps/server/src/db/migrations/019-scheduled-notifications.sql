-- Notifications composed in the staff console (issue #18) may be sent later: the delivery job is queued to
-- start at send_at; the message records when it was meant to go, for the audit and the console.
ALTER TABLE notification_messages ADD COLUMN send_at timestamptz;
