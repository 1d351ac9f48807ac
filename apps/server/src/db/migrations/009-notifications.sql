-- Notifications (spec §2.10, §3 Notification, §4 Notifications and Push notifications). A staff send is one
-- message, in both languages, to an audience; each recipient gets their own copy (the wire's notification,
-- whose `parent` is the message), created once by a queued job: UNIQUE (message, user) makes a job that
-- runs twice harmless.

CREATE TABLE notification_messages (
  id serial PRIMARY KEY,
  content_fr text NOT NULL,
  content_en text NOT NULL,
  link text NOT NULL DEFAULT '',
  -- The sending house; NULL for the campus services.
  sender_house_id integer REFERENCES houses (id) ON DELETE SET NULL,
  -- {type: person, username} | {type: house, house} | {type: everyone}
  audience jsonb NOT NULL,
  sent_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set once every recipient's copy exists (the fan-out job's end).
  delivered_at timestamptz
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  message_id integer NOT NULL REFERENCES notification_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'unread' CHECK (state IN ('unread', 'read')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the push to the recipient's devices was handed over: a rerun never pushes twice.
  pushed_at timestamptz,
  UNIQUE (message_id, user_id)
);
-- The inbox, newest first, and the unread count of the red dot (a partial index: cheap however long the
-- inbox grows).
CREATE INDEX notifications_inbox_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE state = 'unread';

-- Web Push subscriptions, one per device (endpoint) of a person.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
