#!/bin/sh
# The bench's data set cannot rot: scripts/bench-data.sh's session, made
# small from each played game, passes `log verify` (chain and head),
# opens with `status` at a turn the game has, and exports.
# Usage: sh tests/bench/data.sh ADJUTANT
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/xdg" HOME="$work"
fail=0
no() { echo "FAIL: $*"; fail=1; }

for g in bloodiest-day round-tops third-day; do
	was=$fail fail=0
	BENCH_GAME=$g timeout 120 sh "$root/scripts/bench-data.sh" "$bin" "$work/$g.adj" 3000 \
	    > "$work/made" 2>&1 || { cat "$work/made"; no "$g: bench-data.sh failed"; continue; }
	n=$(sqlite3 "$work/$g.adj" 'SELECT count(*) FROM event')
	[ "$n" -ge 2700 ] && [ "$n" -le 3300 ] || no "$g: asked for about 3000 events, made $n"
	if [ "$g" = bloodiest-day ]; then
		kinds=$(sqlite3 "$work/$g.adj" "SELECT count(DISTINCT kind) FROM event WHERE kind IN
		    ('phase', 'track', 'lookup', 'contest', 'leader', 'loss', 'note', 'undo', 'end')")
		[ "$kinds" -eq 9 ] || no "$g: the session lacks kinds of real play ($kinds of 9)"
	fi
	# Each copy's undo names a command of its own copy, just before it.
	far=$(sqlite3 "$work/$g.adj" "SELECT count(*) FROM event u WHERE kind = 'undo'
	    AND NOT EXISTS (SELECT 1 FROM event c WHERE c.seq = json_extract(u.data,
	    '\$.cmd') AND c.cmd = c.seq AND c.seq < u.seq AND c.seq > u.seq - 20)")
	[ "$far" -eq 0 ] || no "$g: $far undo events name a command not just before them"
	out=$(cd "$work" && timeout 60 "$bin" --session $g.adj -c 'log verify' 2>&1)
	case $out in
	"Log verified: $n events, hash chain intact."*) ;;
	*) no "$g: log verify: $out" ;;
	esac
	out=$(cd "$work" && timeout 60 "$bin" --session $g.adj --json -c status 2>"$work/err")
	[ -s "$work/err" ] && no "$g: status said on stderr: $(cat "$work/err")"
	turn=$(echo "$out" | sed -n 's/.*"turn":\([0-9]*\).*/\1/p' | head -1)
	last=$(sqlite3 "$work/$g.adj" 'SELECT max(turn) FROM event')
	[ -n "$turn" ] && [ "$turn" -ge 1 ] && [ "$turn" -le "$last" ] ||
	    no "$g: status opens at turn \"$turn\" (the game's turns are 1-$last)"
	(cd "$work" && timeout 60 "$bin" --session $g.adj -c "export $g.json" > /dev/null 2>&1) ||
	    no "$g: export failed"
	[ $fail -ne 0 ] || echo "bench data ($g): $n events verify, open at turn $turn, export"
	[ $was -eq 0 ] || fail=1
done
exit $fail
