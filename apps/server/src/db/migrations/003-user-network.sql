-- The people network of spec §4/§6: contact relations (usernetwork) and blocks.

-- One relation per pair of people, whoever sent it: user_a is the sender, user_b the recipient. The unique
-- index on the unordered pair is what makes two concurrent identical requests (or two people requesting each
-- other at the same moment) end with one relation: the second INSERT conflicts instead of duplicating.
CREATE TABLE user_relations (
  id serial PRIMARY KEY,
  user_a integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_b integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relation_status text NOT NULL CHECK (relation_status IN ('requested', 'accepted', 'refused')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_a <> user_b)
);
CREATE UNIQUE INDEX user_relations_pair_idx ON user_relations (LEAST(user_a, user_b), GREATEST(user_a, user_b));
-- A person's relations (GET /wp/v2/usernetwork) from either side; the recipient's pending requests.
CREATE INDEX user_relations_user_a_idx ON user_relations (user_a);
CREATE INDEX user_relations_user_b_status_idx ON user_relations (user_b, relation_status);

-- blocker_id blocked blocked_id (§6): contact information is withheld between the two, either way.
CREATE TABLE user_blocks (
  blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- The directory's visibility test (§6) reads the level first: public people need no house lookup.
CREATE INDEX users_confidentiality_idx ON users (confidentiality);
-- The house-level test joins user_houses by user (primary key) and by house (user_houses_house_idx, 001).
