-- Autosaves of the staff console's items (issue #33, docs/decisions/034-autosave-slots.md): what an editor
-- typed and has not saved yet, kept a few seconds after they stop typing so that a crash or a closed tab
-- loses nothing. One slot per item and person, overwritten each time: not a revision (those are bounded and
-- what editors compare), never read by residents, never changing the item's status. `content` is an item
-- body as a PUT carries it, its HTML sanitised; a save or an action of that person on the item empties it.
CREATE TABLE staff_item_autosaves (
  item_type text NOT NULL CHECK (item_type IN ('post', 'event')),
  item_group text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_type, item_group, user_id)
);
