-- The portal's colours (issue #19): the person's choice, stored with the profile so it follows them to every
-- device; 'system' follows the device's light or dark preference.
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark'));
