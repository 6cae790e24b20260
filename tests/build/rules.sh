#!/bin/sh
# scripts/build-rules.sh refuses, and leaves nothing behind, when the
# rules image it would link could read other tables than the data was
# loaded into (its stripped schema checked against the loaded one,
# column by column, key by key), when a foreign key is broken, and when
# an UPDATE changes no row; a sound schema builds, with its rows.
# Usage: rules.sh (from the top of the tree)
set -u
top=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }
ok() { echo "ok   $*"; }

cat > "$tmp/schema.sql" <<'SQL'
CREATE TABLE game (
  id    TEXT PRIMARY KEY,
  title TEXT NOT NULL CHECK (trim(title) <> '')
);
CREATE TABLE side (
  game TEXT NOT NULL REFERENCES game(id),
  id   TEXT NOT NULL,
  pos  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game, id)
);
SQL
cat > "$tmp/game.sql" <<'SQL'
INSERT INTO game VALUES ('g', 'A Game');
INSERT INTO side (game, id) VALUES ('g', 'north'), ('g', 'south');
SQL

# build SCRIPTS-DIR OUT FILES...: the script as shipped or altered; its
# status and stderr in $rc and $tmp/err.
build() {
	d=$1; shift
	sh "$d/build-rules.sh" "$@" 2> "$tmp/err" > /dev/null
	rc=$?
}

build "$top/scripts" "$tmp/ok.db" "$tmp/schema.sql" "$tmp/game.sql"
if [ $rc -eq 0 ] && [ "$(sqlite3 "$tmp/ok.db" "SELECT count(*) FROM side")" = 2 ]; then
	ok "a sound schema builds, with its rows"
else no "a sound schema: rc=$rc $(cat "$tmp/err")"; fi
sqlite3 "$tmp/ok.db" "SELECT sql FROM sqlite_master WHERE name = 'side'" |
    grep -q 'NOT NULL\|DEFAULT\|REFERENCES' &&
    no "the image's schema still holds what only loading needs"

# A strip that turns a key into a mere UNIQUE: the image's side table
# would be read by rowid, not by its key.
mkdir "$tmp/bad"
cp "$top/scripts/build-rules.sh" "$tmp/bad/"
{ echo '{ gsub(/PRIMARY KEY \(game, id\)/, "UNIQUE (game, id)") }'; cat "$top/scripts/strip-schema.awk"; } > "$tmp/bad/strip-schema.awk"
build "$tmp/bad" "$tmp/bad.db" "$tmp/schema.sql" "$tmp/game.sql"
if [ $rc -ne 0 ] && grep -q 'the stripped schema reads other tables' "$tmp/err"; then
	ok "a stripped schema that lost a key is refused"
else no "a key lost: rc=$rc $(cat "$tmp/err")"; fi
# A strip that changes a column's type (its affinity).
{ echo '{ gsub(/pos  *INTEGER/, "pos TEXT") }'; cat "$top/scripts/strip-schema.awk"; } > "$tmp/bad/strip-schema.awk"
build "$tmp/bad" "$tmp/bad.db" "$tmp/schema.sql" "$tmp/game.sql"
if [ $rc -ne 0 ] && grep -q 'the stripped schema reads other tables' "$tmp/err"; then
	ok "a stripped schema with another column type is refused"
else no "a type changed: rc=$rc $(cat "$tmp/err")"; fi
# A strip that SQLite cannot run at all: refused, not compared as two
# empty outputs.
{ echo '{ gsub(/CREATE TABLE side/, "CREATE TABEL side") }'; cat "$top/scripts/strip-schema.awk"; } > "$tmp/bad/strip-schema.awk"
build "$tmp/bad" "$tmp/bad.db" "$tmp/schema.sql" "$tmp/game.sql"
[ $rc -ne 0 ] && ok "a stripped schema SQLite refuses fails the build" ||
    no "a broken strip built: $(cat "$tmp/err")"
ls "$tmp"/bad.db* > /dev/null 2>&1 && no "a refused build left files: $(ls "$tmp"/bad.db*)"

# A side of no game: the foreign key fails the build (SQLite names it
# as the row goes in).
printf "INSERT INTO side (game, id) VALUES ('nowhere', 'east');\n" > "$tmp/fk.sql"
build "$top/scripts" "$tmp/fk.db" "$tmp/schema.sql" "$tmp/game.sql" "$tmp/fk.sql"
if [ $rc -ne 0 ] && grep -q 'FOREIGN KEY constraint failed' "$tmp/err"; then
	ok "a broken foreign key is refused"
else no "a broken foreign key: rc=$rc $(cat "$tmp/err")"; fi
# An UPDATE of nothing: named by its file and line.
printf "UPDATE side SET pos = 1\n  WHERE id = 'west';\n" > "$tmp/upd.sql"
build "$top/scripts" "$tmp/upd.db" "$tmp/schema.sql" "$tmp/game.sql" "$tmp/upd.sql"
if [ $rc -ne 0 ] && grep -q "upd.sql:1: an UPDATE that changes no row" "$tmp/err"; then
	ok "an UPDATE that changes no row is refused, with its place"
else no "an UPDATE of nothing: rc=$rc $(cat "$tmp/err")"; fi
ls "$tmp"/fk.db* "$tmp"/upd.db* > /dev/null 2>&1 && no "a refused build left files"

[ $fail -eq 0 ] && echo "build rules: all passed"
exit $fail
