#!/bin/sh
# Checks on the source itself (run by make test):
#   no game in C: no side id of any game's data appears in src/ as a string
#   (sides, their names and aliases come from the rules data).
# Usage: check-source.sh   (from the top of the tree)
set -u
fail=0
sides=$(sed -n "/^INSERT INTO side (/,/;/p" db/games/*.sql |
    sed -n "s/^  ('[^']*', '\([^']*\)'.*/\1/p" | sort -u)
[ -n "$sides" ] || { echo "FAIL no side found in db/games/*.sql"; exit 1; }
for id in $sides; do
	if grep -rn "\"$id\"" src/ > hits.$$ 2>/dev/null; then
		echo "FAIL a side of a game's data in C: \"$id\""
		sed 's/^/     /' hits.$$
		fail=1
	fi
	rm -f hits.$$
done
[ $fail -eq 0 ] && echo "source: no game's side in C ($(echo $sides | wc -w) sides checked)"
exit $fail
