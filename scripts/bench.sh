#!/bin/sh
# Benchmarks: figures printed, never pass/fail.  Goals (issue 2): start-up
# within 3x of `sqlite3 :memory: 'select 1'`, open a 100,000-event session
# in under 1 s, peak RSS under 10 MB.  Then the campaign server's, beside
# nginx (bench-server.sh).
# Usage: bench.sh ADJUTANT [LOADGEN]
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
scripts=$(cd "$(dirname "$0")" && pwd)
loadgen=${2:-$(dirname "$bin")/loadgen}
loadgen=$(cd "$(dirname "$loadgen")" && pwd)/$(basename "$loadgen")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
export XDG_DATA_HOME="$work/xdg"
cd "$work"

now() { date +%s%N; }
# per_run N CMD...: mean wall time of N runs, in milliseconds
per_run() {
	n=$1; shift
	t0=$(now)
	i=0
	while [ $i -lt "$n" ]; do "$@" >/dev/null 2>&1; i=$((i + 1)); done
	t1=$(now)
	echo "$(( (t1 - t0) / n / 1000 ))" # microseconds
}

"$bin" --session s.adj -c 'new longstreet round-tops' >/dev/null
a=$(per_run 50 "$bin" --session s.adj -c status)
b=$(per_run 50 sqlite3 :memory: 'select 1')
echo "start-up: adjutant -c status ${a} us, sqlite3 :memory: 'select 1' ${b} us, ratio $(awk "BEGIN{printf \"%.2f\", $a/$b}") (goal <= 3)"

# Lookups: 2,000 break tests with real dice, no session (nothing journalled).
rm -f "$XDG_DATA_HOME/adjutant/current"
i=0; : > lookups.txt
while [ $i -lt 2000 ]; do echo "lookup longstreet-attacks.break-test cr=4 roll=$((i % 6 + 1))" >> lookups.txt; i=$((i + 1)); done
t0=$(now); "$bin" lookups.txt >/dev/null; t1=$(now)
echo "lookups: $(awk "BEGIN{printf \"%.0f\", 2000 / (($t1 - $t0) / 1e9)}") per second (2,000 in one process)"

# Journal appends: 500 commands, each one durable transaction (fsync).
i=0; : > appends.txt
while [ $i -lt 500 ]; do echo "track vp +0" >> appends.txt; i=$((i + 1)); done
"$bin" --session j.adj -c 'new longstreet hammerin' >/dev/null
t0=$(now); "$bin" --session j.adj appends.txt >/dev/null; t1=$(now)
echo "journal appends: $(awk "BEGIN{printf \"%.0f\", 500 / (($t1 - $t0) / 1e9)}") commands per second (each committed durably)"

# Open a 100,000-event session: events written straight into the file
# (the fold does not check the chain; `log verify` does).
"$bin" --session big.adj -c 'new longstreet hammerin' >/dev/null
sqlite3 big.adj "WITH RECURSIVE n(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM n WHERE i < 100002)
INSERT INTO event SELECT i, i, 1, 'key-chits', CASE i % 4 WHEN 0 THEN 'track' ELSE 'roll' END, 'all',
 'bench', CASE i % 4 WHEN 0 THEN '{\"track\":\"vp\",\"value\":' || (i % 7) || '}' ELSE '{\"dice\":\"d6\",\"total\":3}' END,
 '2026-01-01T00:00:00Z', 'x', 'y' FROM n;"
t0=$(now); out=$(ADJUTANT_STATS=1 "$bin" --session big.adj -c status 2>&1 >/dev/null); t1=$(now)
echo "open 100,000-event session + status: $(( (t1 - t0) / 1000000 )) ms (goal < 1000)"
echo "peak RSS (100,000-event session): $(echo "$out" | sed -n 's/peak_rss_kb=//p') KB (goal < 10240)"
for f in html md json csv; do
	t0=$(now); "$bin" --session big.adj -c "export big.$f" >/dev/null; t1=$(now)
	echo "export 100,000-event session to .$f: $(( (t1 - t0) / 1000000 )) ms$( [ $f = html ] && echo ' (goal < 2000)')"
done
# A command's budget of work (include/adj/budget.h) beside what the
# heaviest commands on the 100,000-event session spend of it.
for c in log "export big.html" undo; do
	out=$(ADJUTANT_STATS=1 "$bin" --session big.adj -c "$c" 2>&1 >/dev/null)
	echo "budget spent by \`$c\` (100,000-event session): $(echo "$out" |
	    sed -n 's/budget_max=//p') units"
done
out=$(ADJUTANT_STATS=1 "$bin" --session s.adj -c status 2>&1 >/dev/null)
echo "peak RSS (fresh session status): $(echo "$out" | sed -n 's/peak_rss_kb=//p') KB"

# The campaign server (appends, fan-out, syncs) and nginx's ceiling.
sh "$scripts/bench-server.sh" "$bin" "$loadgen"
