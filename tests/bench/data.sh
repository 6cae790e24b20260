#!/bin/sh
# The bench's data set cannot rot: scripts/bench-data.sh's session, made
# small, passes `log verify` (chain and head), opens with `status` at a
# turn the game has, and exports.
# Usage: sh tests/bench/data.sh ADJUTANT
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/xdg" HOME="$work"
fail=0
no() { echo "FAIL: $*"; fail=1; }

timeout 120 sh "$root/scripts/bench-data.sh" "$bin" "$work/d.adj" 3000 \
    > "$work/made" 2>&1 || { cat "$work/made"; no "bench-data.sh failed"; exit 1; }
n=$(sqlite3 "$work/d.adj" 'SELECT count(*) FROM event')
[ "$n" -ge 2700 ] && [ "$n" -le 3300 ] || no "asked for about 3000 events, made $n"
kinds=$(sqlite3 "$work/d.adj" "SELECT count(DISTINCT kind) FROM event WHERE kind IN
    ('phase', 'track', 'lookup', 'contest', 'leader', 'loss', 'note', 'undo', 'end')")
[ "$kinds" -ge 8 ] || no "the session lacks the kinds of real play ($kinds of 9)"
# Each copy's undo names a command of its own copy, just before it.
far=$(sqlite3 "$work/d.adj" "SELECT count(*) FROM event u WHERE kind = 'undo'
    AND NOT EXISTS (SELECT 1 FROM event c WHERE c.seq = json_extract(u.data,
    '\$.cmd') AND c.cmd = c.seq AND c.seq < u.seq AND c.seq > u.seq - 20)")
[ "$far" -eq 0 ] || no "$far undo events name a command not just before them"
out=$(cd "$work" && timeout 60 "$bin" --session d.adj -c 'log verify' 2>&1)
case $out in
"Log verified: $n events, hash chain intact."*) ;;
*) no "log verify: $out" ;;
esac
out=$(cd "$work" && timeout 60 "$bin" --session d.adj --json -c status 2>"$work/err")
[ -s "$work/err" ] && no "status said on stderr: $(cat "$work/err")"
turn=$(echo "$out" | sed -n 's/.*"turn":\([0-9]*\).*/\1/p' | head -1)
last=$(sqlite3 "$work/d.adj" 'SELECT max(turn) FROM event')
[ -n "$turn" ] && [ "$turn" -ge 1 ] && [ "$turn" -le "$last" ] ||
    no "status opens at turn \"$turn\" (the game's turns are 1-$last)"
(cd "$work" && timeout 60 "$bin" --session d.adj -c 'export d.json' > /dev/null 2>&1) ||
    no "export failed"
[ $fail -eq 0 ] && echo "bench data: $n events verify, open at turn $turn, export"
exit $fail
