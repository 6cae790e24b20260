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
tmp="$out.tmp" min="$out.min"
rm -f "$tmp" "$min"
# Nothing half-made is left beside the image, whatever step fails.
trap 'rm -f "$tmp" "$tmp.fk" "$min"' EXIT
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
# The image the program links: the same tables and rows, under a schema
# of what queries read (strip-schema.awk), checked to have every table's
# columns, types, keys and indexes as loaded (NOT NULL is left out of the
# image: it only guards writes, which loading was).
sqlite3 "$tmp" "SELECT sql || ';' FROM sqlite_master WHERE type IN ('table',
    'index') AND sql IS NOT NULL ORDER BY type = 'index', rowid" | awk -f "$(dirname "$0")/strip-schema.awk" |
    sqlite3 -bail "$min"
# Six columns on both sides of the UNION ALL: a query SQLite refuses
# prints nothing for either file, and two nothings compare equal.
shape="SELECT m.name, p.cid, p.name, p.type, p.pk, 'column' FROM
    sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'
    UNION ALL SELECT m.name, i.seq, i.name, i.[unique], i.origin, i.partial
    FROM sqlite_master m, pragma_index_list(m.name) i WHERE m.type =
    'table' ORDER BY 1, 2, 3"
if ! a=$(sqlite3 -bail "$tmp" "$shape") || ! b=$(sqlite3 -bail "$min" "$shape") ||
    [ -z "$a" ] || [ "$a" != "$b" ]; then
	echo "build-rules: the stripped schema reads other tables" >&2
	rm -f "$tmp" "$min"
	exit 1
fi
sqlite3 "$tmp" "SELECT 'INSERT INTO main.\"' || name || '\" SELECT * FROM
    loaded.\"' || name || '\" ORDER BY rowid;' FROM sqlite_master WHERE
    type = 'table' ORDER BY rowid" |
    { echo "ATTACH '$tmp' AS loaded; BEGIN;"; cat; echo "COMMIT;"; } |
    sqlite3 -bail "$min"
rm -f "$tmp"
sqlite3 "$min" "VACUUM;"
mv "$min" "$out"
