-- Search finds what people type (issue #29): from the second letter, a French "ma", "la", "le", "mais" or an
-- English "the" is the start of "Maison", "Laverie", "Theatre"… but the Snowball dictionaries of migration
-- 010 drop their stop words, so those prefixes reached to_tsquery as nothing and found nothing. The campus
-- configurations now stem with Snowball dictionaries that have no stop-word list: every word is indexed
-- and every typed word is a prefix. Accents and stemming stay as they were (unaccent, then the stemmer).
-- ASCII words ("ma", "the") have token types of their own, which migration 010 had left on the
-- stop-word-dropping dictionaries; every word type now takes the same chain.
CREATE TEXT SEARCH DICTIONARY campus_french_stem (TEMPLATE = snowball, Language = french);
CREATE TEXT SEARCH DICTIONARY campus_english_stem (TEMPLATE = snowball, Language = english);

ALTER TEXT SEARCH CONFIGURATION campus_fr
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, hword, hword_part, word
  WITH public.unaccent, campus_french_stem;
ALTER TEXT SEARCH CONFIGURATION campus_en
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, hword, hword_part, word
  WITH public.unaccent, campus_english_stem;

-- The stored search documents (migration 011) were built with the old mappings: an update of each row
-- computes its generated column again, and its GIN index entry with it.
UPDATE posts SET title = title;
UPDATE events SET title = title;
UPDATE house_pages SET title = title;
UPDATE service_pages SET title = title;
UPDATE places SET title = title;
