# What the shell tests share (sourced, with the binary as $1): a work
# folder of their own (kept with KEEP=1), sanitizer reports collected
# from every process, `check`, and a campaign server on a free loopback
# port.  Afterwards: $bin, $work (the current folder), $port and $pid.
#
#   check NAME EXPECTED ACTUAL   an ok/FAIL line
#   serve_start [ARGS...]        `serve --data d --listen`, then $port is
#                                the one it took (kept for restarts)
#   serve_stop                   SIGTERM and wait; its exit status
#   finish NAME                  no sanitizer report; the summary line
#   one_campaign GAME SCENARIO   a campaign served: $C $H $U $UN $CS $OB,
#                                and run, events, state, seen (below)
#   two_campaigns                a Longstreet Attacks and a Bloodiest Day
#                                campaign in d/: their ids in $C and $C2,
#                                the first's tokens in $U $UN $CS $OB
#   tok ROLE [FILE]              a role's token from `serve new`'s output
#   post_line TOKEN URL LINE     one command through the API (URL: the
#                                campaign's); "ok" or its error
#   settle TOKEN URL             after a draw at random in a Longstreet
#                                Attacks campaign: the umpire (TOKEN) picks
#                                at random the brigade a drawn Division chit
#                                waits for, or holds a chit handed to its
#                                owner, if any (URL: its /commands)
#   fill FILE N                  N public filler events (VP settings and
#                                rolls) written straight after the last
#                                of a session file no server holds: a
#                                long campaign made in a moment (no
#                                chain: the fold checks none)
#   loadgen_build NAME           ./loadgen (scripts/loadgen.c) built in the
#                                work folder, or the suite NAME failed
#   on_exit (optional)           defined by a test: run at the end too
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
top=$(cd "$(dirname "$0")/../.." && pwd)	# the tree the test is in
work=$(mktemp -d)
pid=
port=0
fails=0
cleanup() {
	command -v on_exit > /dev/null 2>&1 && on_exit
	[ -n "$pid" ] && kill -9 "$pid" 2>/dev/null
	if [ -n "${KEEP:-}" ]; then echo "kept: $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 2' HUP INT TERM
cd "$work" || exit 1
export XDG_DATA_HOME="$work/xdg" HOME="$work"
# Sanitizer builds: every report goes to a file, checked by finish.
export ASAN_OPTIONS="log_path=$work/sanitizer"
export UBSAN_OPTIONS="log_path=$work/sanitizer:print_stacktrace=1"

check() {
	if [ "$2" = "$3" ]; then echo "ok   $1"; else
		echo "FAIL $1: expected [$2], got [$3]"; fails=$((fails + 1)); fi
}

serve_start() {
	# The last server's log must not pass for this one's: the background
	# job truncates it only once it runs, perhaps after the wait below.
	rm -f serve.log
	"$bin" serve --data d --listen "127.0.0.1:$port" "$@" > serve.log 2>&1 &
	pid=$!
	i=0
	while ! grep -q listening serve.log 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.1; i=$((i + 1)); done
	port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' serve.log)
	[ -n "$port" ] || { echo "FAIL the server did not start:"; cat serve.log; }
}

serve_stop() {
	kill -TERM "$pid"
	wait "$pid"
	rc=$?
	pid=
	return $rc
}

# LeakSanitizer prints "Unable to get registers from thread N" when a
# thread is ending just as it stops the world at exit (a busy machine, a
# server's worker): that says the leak check was skipped, not that anything
# was wrong, so it is not counted as a report.
finish() {
	check "no sanitizer report from any process" "" \
	    "$(cat "$work"/sanitizer.* 2>/dev/null |
	    grep -v 'Unable to get registers from thread' | head -5)"
	if [ $fails -eq 0 ]; then echo "$1: all passed"; else
		echo "$1: $fails failed"; fi
	[ $fails -eq 0 ]
}

# post_line TOKEN CAMPAIGN-URL LINE: one command through the API, the
# answer in body; prints "ok", or the command's error.  With POST_MAX set,
# a request longer than that many seconds fails (a wait that hangs).
loadgen_build() {
	cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -O2 -I"$top/include" \
	    -o loadgen "$top/scripts/loadgen.c" "$top/src/core/num.c" \
	    -lpthread && return 0
	echo "FAIL loadgen.c does not compile"
	echo "$1: 1 failed"
	exit 1
}

post_line() {
	printf '{"line":"%s"}' "$3" > req
	curl -s ${POST_MAX:+-m "$POST_MAX"} -o body -H "Authorization: Bearer $1" \
	    --data-binary @req "$2/commands"
	if grep -q '^{"ok":true' body; then echo ok; else
		sed -n 's/^{"ok":false,"error":"\([^"]*\)".*/\1/p' body; fi
}

tok() { awk -v r="$1" '$1 == r { print $2 }' "${2:-toks.txt}"; }

# A draw at random may be a Division chit, whose owner then chooses its
# brigade, or a chit handed to its owner to play or hold; a test about
# something else has the umpire choose (the chit is held).  A side that
# owes nothing has its force refused, and nothing is recorded.
settle() {
	for side in union confederate; do
		for what in brigade drawn; do
			printf '{"line":"force %s %s at random"}' "$what" \
			    "$side" > settle.req
			curl -s -o /dev/null -H "Authorization: Bearer $1" \
			    --data-binary @settle.req "$2"
		done
	done
}

# one_campaign GAME SCENARIO: a campaign of its own, served: its id in
# $C, its address in $H, its tokens in $U $UN $CS $OB.  Then run TOKEN
# LINE (post_line's answer, a request over POST_MAX seconds failing),
# events (how many it holds), state TOKEN and seen TOKEN (a role's state
# and events).
one_campaign() {
	"$bin" serve --data d new "$1" "$2" > toks.txt || exit 1
	C=$(awk '/^campaign/ { print $2 }' toks.txt)
	U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
	serve_start --rate 0
	H="http://127.0.0.1:$port/v1/campaigns/$C"
	POST_MAX=${POST_MAX:-20}
}
run() { post_line "$1" "$H" "$2"; }
events() { sqlite3 "d/$C.adj" 'SELECT count(*) FROM event'; }
state() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/state"; }
seen() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/events?after=0"; }

two_campaigns() {
	"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
	"$bin" serve --data d new bloodiest-day historical > toks2.txt || exit 1
	C=$(awk '/^campaign/ { print $2 }' toks.txt)
	C2=$(awk '/^campaign/ { print $2 }' toks2.txt)
	U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
}

fill() {
	from=$(sqlite3 "$1" "SELECT max(seq) + 1 FROM event")
	sqlite3 "$1" "WITH RECURSIVE n(i) AS (SELECT $from UNION ALL SELECT i + 1
	    FROM n WHERE i < $((from + $2 - 1))) INSERT INTO event SELECT i, i, 1,
	    'key-chits', CASE i % 4 WHEN 0 THEN 'track' ELSE 'roll' END, 'all',
	    'filler event ' || i, CASE i % 4 WHEN 0 THEN
	    '{\"track\":\"vp\",\"value\":' || (i % 7) || '}' ELSE
	    '{\"dice\":\"d6\",\"total\":3}' END, '2026-01-01T00:00:00Z', 'x',
	    'y' FROM n"
}
