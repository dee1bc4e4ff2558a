-- Users, reference data (form metadata, translations, places) and stored documents.
CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  user_name     TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE form_metadata (
  form_name  TEXT PRIMARY KEY,
  body       TEXT NOT NULL CHECK (json_valid(body)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE translations (
  language_code TEXT NOT NULL,
  namespace     TEXT NOT NULL,
  key           TEXT NOT NULL,
  value         TEXT NOT NULL,
  PRIMARY KEY (language_code, namespace, key)
) WITHOUT ROWID;

CREATE TABLE countries (
  id   INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
CREATE INDEX countries_name ON countries (name COLLATE NOCASE);

CREATE TABLE states (
  id         INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  code       TEXT NOT NULL,
  name       TEXT NOT NULL,
  UNIQUE (country_id, code)
);
CREATE INDEX states_country_name ON states (country_id, name COLLATE NOCASE);

CREATE TABLE cities (
  id       INTEGER PRIMARY KEY,
  state_id INTEGER NOT NULL REFERENCES states (id),
  name     TEXT NOT NULL
);
CREATE INDEX cities_state_name ON cities (state_id, name COLLATE NOCASE);

CREATE TABLE documents (
  id             INTEGER PRIMARY KEY,
  doc_id         TEXT NOT NULL UNIQUE,
  file_name      TEXT NOT NULL,
  content_type   TEXT NOT NULL,
  size           INTEGER NOT NULL CHECK (size > 0),
  sha256         TEXT NOT NULL,
  storage_path   TEXT NOT NULL,
  form_name      TEXT NOT NULL,
  event_type     TEXT NOT NULL,
  sub_event_type TEXT,
  uploaded_by    INTEGER REFERENCES users (id),
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX documents_sha256 ON documents (sha256);
