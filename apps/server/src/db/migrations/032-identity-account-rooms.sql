-- The embedded identity provider's accounts carry the person's rooms (issue #32), so that the sample campus
-- runs the way production does: the provider emits them in the `campus_rooms` claim, and the portal records
-- them in user_houses.room at sign-in (apps/server/src/auth/claimed-rooms.ts). An object
-- {house slug → room}; NULL sends no claim. Only the embedded provider reads this column.
ALTER TABLE identity_accounts ADD COLUMN rooms jsonb;
