#!/bin/sh
# Split the rules image in two: FIRST holds the tables LIST names, REST
# every other (both the same rows and schema as FULL's).  The program
# opens FIRST and attaches REST only when a statement names one of its
# tables (see db/rules-first.txt).  A name in LIST that FULL lacks fails
# the build: a typo would quietly move a table.
# Usage: split-rules.sh FULL.db LIST FIRST.db REST.db
set -eu
full=$1 list=$2 first=$3 rest=$4
names=$(grep -v '^#' "$list" | grep -v '^[[:space:]]*$')
trap 'rm -f "$first.tmp" "$rest.tmp"' EXIT
for n in $names; do
	case $n in *[!a-z0-9_]*) echo "split-rules: $list: \"$n\" is not a table name" >&2; exit 1 ;; esac
	if [ "$(sqlite3 "$full" "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '$n'")" != 1 ]; then
		echo "split-rules: $list names $n, which the rules image has no table of" >&2
		exit 1
	fi
done
inlist=$(for n in $names; do printf "'%s'," "$n"; done | sed 's/,$//')
drop() {	# FILE WHERE: drop the tables that match, then compact
	cp "$full" "$1.tmp"
	sqlite3 -bail "$1.tmp" "SELECT 'DROP TABLE \"' || name || '\";' FROM
	    sqlite_master WHERE type = 'table' AND $2" |
	    { echo "BEGIN;"; cat; echo "COMMIT; VACUUM;"; } | sqlite3 -bail "$1.tmp"
	mv "$1.tmp" "$1"
}
drop "$first" "name NOT IN ($inlist)"
drop "$rest" "name IN ($inlist)"
