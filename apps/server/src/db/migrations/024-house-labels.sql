-- A house's name in the reader's language (issue #29: "Argentine House" in the header, "Maison de
-- l'Argentine" in the sidebar). Houses now carry acf.label [{lang, value}] as service and tag terms do
-- (spec §6); the term's name stays the French one, which WordPress clients read. A house saved before has
-- its name per language only as the title of its main page in that language: those titles fill the label,
-- the term's name standing in for a language whose main page is missing. A house that already has a label
-- list keeps it.
UPDATE houses h
SET acf = h.acf || jsonb_build_object('label', jsonb_build_array(
  jsonb_build_object('lang', 'fr', 'value', COALESCE(
    (SELECT p.title FROM house_pages p WHERE p.house_id = h.id AND p.language = 'fr' AND p.parent IS NULL),
    h.name)),
  jsonb_build_object('lang', 'en', 'value', COALESCE(
    (SELECT p.title FROM house_pages p WHERE p.house_id = h.id AND p.language = 'en' AND p.parent IS NULL),
    h.name))))
WHERE jsonb_typeof(h.acf->'label') IS DISTINCT FROM 'array';
