#!/bin/sh
# Build the rules database image from db/schema.sql, db/games/*.sql and
# the parts in db/games/GAME/*.sql (loaded after every game file).
# Usage: build-rules.sh OUT.db schema.sql game.sql...
# Foreign keys are enforced while loading, so a bad reference fails the
# build; `adjutant rules check` then checks what SQL constraints cannot.
set -eu
out=$1; shift
tmp="$out.tmp"
rm -f "$tmp"
{
	echo "PRAGMA foreign_keys = ON;"
	echo "BEGIN;"
	cat "$@"
	echo "COMMIT;"
	echo "PRAGMA foreign_key_check;"
} | sqlite3 -bail "$tmp" > "$tmp.fk"
if [ -s "$tmp.fk" ]; then
	echo "build-rules: foreign key problems:" >&2
	cat "$tmp.fk" >&2
	rm -f "$tmp" "$tmp.fk"
	exit 1
fi
rm -f "$tmp.fk"
sqlite3 "$tmp" "VACUUM;"
mv "$tmp" "$out"
