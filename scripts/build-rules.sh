#!/bin/sh
# Build the rules database image from db/schema.sql, db/games/*.sql and
# the parts in db/games/GAME/*.sql (loaded after every game file).
# Usage: build-rules.sh OUT.db schema.sql game.sql...
# Foreign keys are enforced while loading, so a bad reference fails the
# build; `adjutant rules check` then checks what SQL constraints cannot.
# An UPDATE in the data that changes no row fails it too: the files load
# in name order, and one part's UPDATE of rows a later part inserts would
# otherwise do nothing without a word.
set -eu
out=$1; shift
tmp="$out.tmp"
rm -f "$tmp"
{
	echo "PRAGMA foreign_keys = ON;"
	echo "BEGIN;"
	for f in "$@"; do
		awk -v f="$f" '{ print }
		    /^UPDATE / { u = NR }
		    u && /;[ \t]*$/ { printf "SELECT '"'"'%s:%d: an UPDATE that changes no row'"'"' WHERE changes() = 0;\n", f, u; u = 0 }' "$f"
	done
	echo "COMMIT;"
	echo "PRAGMA foreign_key_check;"
} | sqlite3 -bail "$tmp" > "$tmp.fk"
if [ -s "$tmp.fk" ]; then
	echo "build-rules: foreign key problems, or updates of nothing:" >&2
	cat "$tmp.fk" >&2
	rm -f "$tmp" "$tmp.fk"
	exit 1
fi
rm -f "$tmp.fk"
sqlite3 "$tmp" "VACUUM;"
mv "$tmp" "$out"
