#!/bin/sh
# The hang fuzzer: no line holds a terminal, or a campaign's server, for
# more than 3 seconds, whatever its words.  Every command of every game, its
# examples (the program's own `help COMMAND`) with each word replaced by an
# odd token (`=5`, `x=`, `=-1`, numbers past every integer's edge, `nan`,
# a long list...), run at a terminal (a script on standard input) and then
# through a campaign server by each role; while the server is fuzzed, a
# campaign nobody fuzzes must keep answering.  tests/hang/drive.c says how
# lines are made and timed.
# Usage: run.sh ADJUTANT [EVERY]   (EVERY N: only every Nth line, for the
# slower sanitizer build)
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
every=${2:-1}
LIMIT=3

if ! cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -o drive \
    "$here/drive.c" $(pkg-config --cflags --libs jansson); then
	echo "FAIL drive.c does not compile"; echo "hang: 1 failed"; exit 1; fi

# Each game with its first scenario: "GAME SCENARIO" a line.
"$bin" --json -c games | sed 's/{"id":/\n&/g' |
    sed -n 's/^{"id":"\([^"]*\)".*"scenarios":\["\([^"]*\)".*/\1 \2/p' > games
games=$(cut -d' ' -f1 games)
scenario() { awk -v g="$1" '$1 == g { print $2 }' games; }
check "three games or more to fuzz" yes "$([ $(echo $games | wc -w) -ge 3 ] &&
    echo yes)"

# lines GAME SESSION: the fuzz lines of GAME (its session open) in GAME.lines
lines() {
	"$bin" --session "$2" --json -c help |
	    grep -o '"name":"[^"]*"' | cut -d'"' -f4 |
	    sed 's/^/help /' | "$bin" --session "$2" --json - |
	    ./drive gen |
	    sed 's#http://10\.0\.0\.5:8080#http://127.0.0.1:9#' |
	    awk -v n="$every" '!seen[$0]++ && (++i % n) == 0' > "$1.lines"
}

# At a terminal: a script on standard input, one line at a time.
for g in $games; do
	"$bin" --session "$g.adj" -c "new $g $(scenario "$g")" > /dev/null 2>&1
	lines "$g" "$g.adj"
	./drive term $LIMIT "$g.lines" "$bin" --json --session "$g.adj" - \
	    > term.out 2> term.err
	rc=$?
	sed 's/^/     /' term.out; head -n 20 term.err | sed 's/^/     /'
	check "$g at a terminal: no line over $LIMIT s" 0 $rc
done

# On the server: each game a campaign, fuzzed by its umpire, a side and
# the observer at once; one more campaign is fuzzed by nobody.
for g in $games; do
	"$bin" serve --data d new "$g" "$(scenario "$g")" > "toks.$g" || exit 1
done
"$bin" serve --data d new $(head -n 1 games) > toks.quiet
serve_start --rate 0
Q=$(awk '/^campaign/ { print $2 }' toks.quiet)
QU=$(tok umpire toks.quiet)

# The quiet campaign, asked every half second meanwhile: its misses.
( while [ ! -e fuzz.done ]; do
	curl -s -o /dev/null -m 2 -w '%{http_code}\n' -H "Authorization: Bearer $QU" \
	    "http://127.0.0.1:$port/v1/campaigns/$Q/state" >> quiet.codes
	sleep 0.5
  done ) &
probe=$!
for g in $games; do
	C=$(awk '/^campaign/ { print $2 }' "toks.$g")
	side=$(awk '/^[a-z]/ && $1 != "campaign" && $1 != "umpire" &&
	    $1 != "observer" { print $1; exit }' "toks.$g")
	drivers=
	for role in umpire "$side" observer; do
		./drive http $LIMIT "$g.lines" "$port" "$C" "$(tok "$role" "toks.$g")" \
		    > "http.$g.$role.out" 2> "http.$g.$role.err" &
		drivers="$drivers $!"
	done
	for j in $drivers; do wait "$j"; done
	for role in umpire "$side" observer; do
		sed 's/^/     /' "http.$g.$role.out"
		head -n 10 "http.$g.$role.err" | sed 's/^/     /'
		check "$g on the server as $role: every line answered within $LIMIT s" \
		    "" "$(cat "http.$g.$role.err")"
	done
done
touch fuzz.done
wait "$probe"
check "the campaign nobody fuzzed answered every time (200)" \
    "$(wc -l < quiet.codes)" "$(grep -c '^200$' quiet.codes)"
check "the server is still running" yes "$(kill -0 "$pid" 2>/dev/null && echo yes)"
serve_stop; rc=$?
check "SIGTERM: clean exit" 0 "$rc"
finish hang
