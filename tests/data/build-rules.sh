#!/bin/sh
# The rules image's build refuses data that would load wrong without a
# word: an UPDATE that changes no row (a part updating rows that a part
# loaded after it inserts, the files going in name order).
# Usage: build-rules.sh (from the top of the tree)
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
check() {
	if [ "$2" = "$3" ]; then echo "ok   $1"; else
		echo "FAIL $1: expected [$2], got [$3]"; fails=$((fails + 1)); fi
}
printf "INSERT INTO game (id, title, tag, dice, section) VALUES ('g', 'G', 'G', '1d6', '1');\n" > "$work/a.sql"
printf "UPDATE game SET tag = 'H'\n  WHERE id = 'g';\n" > "$work/b.sql"
sh "$top/scripts/build-rules.sh" "$work/ok.db" "$top/db/schema.sql" \
    "$work/a.sql" "$work/b.sql" > "$work/out" 2>&1
check "an UPDATE of rows loaded before it builds" "0" "$?"
sh "$top/scripts/build-rules.sh" "$work/bad.db" "$top/db/schema.sql" \
    "$work/b.sql" "$work/a.sql" > "$work/out" 2>&1
check "...of rows a later file inserts fails, naming its file and line" \
    "1 1" "$? $(grep -c 'b.sql:1: an UPDATE that changes no row' "$work/out")"
check "...and leaves no image" "no" "$([ -e "$work/bad.db" ] && echo yes || echo no)"
# The image's schema is what queries read, without what only loading
# needs (comments, CHECK, REFERENCES: every start parses it), and its
# rows are those loaded.
check "...and leaves nothing beside it" "" "$(ls "$work" | grep -v '^a.sql$\|^b.sql$\|^ok.db$\|^out$')"
check "the image's schema: no comment, CHECK or REFERENCES" "0" \
    "$(sqlite3 "$work/ok.db" "SELECT count(*) FROM sqlite_master WHERE instr(sql, '--') OR instr(sql, 'CHECK') OR instr(sql, 'REFERENCES')")"
check "...its rows those loaded" "g|G|H" \
    "$(sqlite3 "$work/ok.db" "SELECT id, title, tag FROM game")"
sqlite3 "$work/ok.db" "INSERT INTO game (id, title, tag, dice, section) VALUES ('g', 'G', 'G', '1d6', '1')" 2> "$work/out"
check "...its keys as loaded (a second row of a key refused)" "1" \
    "$(grep -c 'UNIQUE constraint failed' "$work/out")"
if [ "$fails" -eq 0 ]; then echo "build-rules: all passed"; exit 0; fi
echo "build-rules: $fails failed"
exit 1
