#!/bin/sh
# Checks on the source itself (run by make test): no game in C, and the
# mechanisms' table walked in one file (at the end).  No C
# string literal under src/ may name
#   - a game: its id, its title, the title's part before a colon, or a
#     scenario's name, in any case;
#   - a side: a side id or alias of any game's data as a lower-case word
#     (the literal "union" as much as "key union stand"; SQL's UNION is
#     upper case);
#   - a section, cited in parentheses: a number like 8.1, 8.6.1 or 21.3g
#     in "(8.1)", "(10.3-10.7)", "(%s 8.6.1)", "(...; 15.1)" (a section
#     does not start with 0, so "(version 0.1)" is not one).
# A reply that cites asks the data (rules_cite); help text that needs a
# game's words reads command_help.  Only string literals count: comments
# may name games and sections, and so may SQL and data.  Literals the
# compiler joins ("a" "b") are joined first, so a citation split across
# lines is still found; printf conversions (%6.2f) are taken out before
# looking for numbers.
# Usage: check-source.sh   (from the top of the tree)
set -u
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sides=$(sed -n "/^INSERT INTO side (/,/);$/p" db/games/*.sql |
    sed -n "s/^  ('[^']*', '\([^']*\)'.*/\1/p" | sort -u)
[ -n "$sides" ] || { echo "FAIL no side found in db/games/*.sql"; exit 1; }

# Every string literal of src/, one a line: FILE:LINE:TEXT.
find src -name '*.[ch]' | sort | xargs awk '
	function flush() {
		if (have)
			print lfile ":" at ":" lit
		have = 0; lit = ""
	}
	FNR == 1 { flush(); state = "code" }
	{
		s = $0 "\n"; n = length(s); i = 1
		if (state == "line")
			state = "code"
		while (i <= n) {
			c = substr(s, i, 1); d = substr(s, i + 1, 1)
			if (state == "block") {
				if (c == "*" && d == "/") { state = "code"; i += 2 }
				else i++
				continue
			}
			if (state == "str") {
				if (c == "\\") { lit = lit c d; i += 2; continue }
				if (c == "\"" || c == "\n") state = "code"
				else lit = lit c
				i++
				continue
			}
			if (c == "/" && d == "*") { state = "block"; i += 2; continue }
			if (c == "/" && d == "/") { state = "line"; break }
			if (c == "\"") {
				if (!have) { have = 1; lfile = FILENAME; at = FNR }
				state = "str"; i++
				continue
			}
			if (c == "\047") {		# a character constant
				flush()
				for (i++; i <= n && substr(s, i, 1) != "\047"; i++)
					if (substr(s, i, 1) == "\\")
						i++
				i++
				continue
			}
			if (c != " " && c != "\t" && c != "\n")
				flush()
			i++
		}
	}
	END { flush() }' > "$tmp/lits"
[ -s "$tmp/lits" ] || { echo "FAIL no string literal found in src/"; exit 1; }

# report WHAT: the literals of $tmp/hits, under one FAIL line.
report() {
	echo "FAIL $1 in a C string:"
	cut -c1-160 "$tmp/hits" | sed 's/^/     /'
	fail=1
}

# Games: id, title, and the title before a colon ("Bloodiest Day").
sed -n "/^INSERT INTO game (/,/);$/p" db/games/*.sql |
    sed -n "s/^  ('\([^']*\)', '\(\([^']\|''\)*\)'.*/\1\n\2/p" |
    sed "s/''/'/g" > "$tmp/games"
sed -n 's/^\([^:]*\): .*/\1/p' "$tmp/games" >> "$tmp/games"
sed -n "/^INSERT INTO scenario (/,/);$/p" db/games/*.sql |
    sed -n "s/^  ('[^']*', '[^']*', '\(\([^']\|''\)*\)'.*/\1/p" |
    sed "s/''/'/g" >> "$tmp/games"
[ -s "$tmp/games" ] || { echo "FAIL no game found in db/games/*.sql"; exit 1; }
ngames=$(grep -c . "$tmp/games")
# The literals (not their FILE:LINE:) that hold it, in any case.
while IFS= read -r g; do
	awk -v g="$g" '{ t = $0; sub(/^[^:]*:[^:]*:/, "", t)
		if (index(tolower(t), tolower(g))) print }' "$tmp/lits" \
	    > "$tmp/hits"
	[ -s "$tmp/hits" ] && report "the game or scenario \"$g\""
done < "$tmp/games"

# Sides: ids and aliases as lower-case words (SQL's UNION is upper case).
words=$( (echo "$sides"; sed -n "/^INSERT INTO side_alias (/,/;/p" \
    db/games/*.sql | sed -n "s/^  ('[^']*', '[^']*', '\([^']*\)').*/\1/p") |
    sort -u)
for w in $words; do
	awk -v w="$w" '{ t = $0; sub(/^[^:]*:[^:]*:/, "", t)
		if (t ~ "(^|[^A-Za-z0-9_])" w "([^A-Za-z0-9_]|$)") print }' \
	    "$tmp/lits" > "$tmp/hits"
	[ -s "$tmp/hits" ] && report "the side \"$w\""
done

# Sections cited in parentheses, looked for with the printf conversions
# taken out; the literal is shown as written.
sed -E 's/%[-+ #0]*[0-9*]*(\.[0-9*]+)?(hh|h|ll|l|z|j|t|L)?[diouxXeEfFgGaAcspn%]//g' \
    "$tmp/lits" | grep -nE '\(([^()]*[^()0-9A-Za-z.])?[1-9][0-9]?\.[0-9]{1,2}(\.[0-9]{1,2})*[a-z]?([^()0-9A-Za-z.][^()]*)?\)' |
    cut -d: -f1 > "$tmp/at"
if [ -s "$tmp/at" ]; then
	awk 'NR == FNR { at[$1] = 1; next } FNR in at' "$tmp/at" "$tmp/lits" \
	    > "$tmp/hits"
	report "a section"
fi

# The mechanisms' table is walked in src/core/mechs.c alone (HACKING.md):
# every other file asks it through a mechs_* function there, so what a
# hook means (all told, or the first that answers) is said in one place.
# src/mech/table.c defines it.  Comments may name it.
for f in $(find src -name '*.[ch]' | sort); do
	case $f in src/core/mechs.c|src/mech/table.c) continue ;; esac
	${CC:-cc} -fpreprocessed -dD -E -P "$f" 2>/dev/null |
	    grep -E '(^|[^A-Za-z0-9_])mech_(table|count)([^A-Za-z0-9_]|$)' |
	    sed "s|^[[:space:]]*|$f: |" > "$tmp/hits"
	if [ -s "$tmp/hits" ]; then
		echo "FAIL mech_table walked outside src/core/mechs.c (call a" \
		    "mechs_* function there):"
		cut -c1-160 "$tmp/hits" | sed 's/^/     /'
		fail=1
	fi
done

# Every JSON value and every allocation through the x-family
# (include/adj/xalloc.h), which never returns NULL: a json_pack() that
# failed once made an empty event in the hash-chained journal.  Only
# xalloc.c calls the bare functions.
grep -nE '(^|[^_a-zA-Z0-9])(json_pack|strdup|malloc|calloc)\(' \
    $(find src -name '*.c' ! -path src/core/xalloc.c | sort) > "$tmp/hits"
if [ -s "$tmp/hits" ]; then
	echo "FAIL a bare json_pack, strdup, malloc or calloc (use xjson_pack," \
	    "xstrdup, xmalloc, xcalloc):"
	sed 's/^/     /' "$tmp/hits"
	fail=1
fi

# Every statement compiled through sql_prepare (src/core/prepare.c),
# which attaches the rules' second part when a statement names one of its
# tables: a bare sqlite3_prepare_v2 of such a statement fails until then.
# The tests keep to it too.
grep -nE 'sqlite3_prepare(_v2|_v3|16)?\(' $(find src tests -name '*.[ch]' \
    ! -path src/core/prepare.c | sort) > "$tmp/hits"
if [ -s "$tmp/hits" ]; then
	echo "FAIL a bare sqlite3_prepare (use sql_prepare, adj/prepare.h):"
	sed 's/^/     /' "$tmp/hits"
	fail=1
fi

[ $fail -eq 0 ] && echo "source: no game's name, side or section in C" \
    "($(echo $sides | wc -w) sides, $ngames game and scenario names," \
    "$(wc -l < "$tmp/lits") string literals checked)"
exit $fail
