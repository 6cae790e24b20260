#!/bin/sh
# Benchmarks: figures printed, never pass/fail, each beside its reference
# measured in the same run.  A ratio on this shared, noisy machine is
# taken from interleaved runs (reference, program, [base program],
# reference, ...) and their medians; the ratio of CPU times (user +
# system) is printed beside that of wall times, as the one the other
# load on the machine sways less.
#
# Review (issue 27), on the data set of scripts/bench-data.sh (a game
# played to its end, replicated) at 100,000 and 1,000,000 events, each
# beside the raw read `sqlite3 FILE 'SELECT * FROM event' > /dev/null`:
# export to each format (goal <= 4x, peak RSS < 32 MB at 1M), `log
# verify` (<= 3x), open + status (<= 3x); start-up (`-c status` on a
# fresh session) beside `sqlite3 :memory: 'select 1'` (<= 2x).  Then
# lookups, appends and the budget figures, and the campaign server's
# beside nginx (bench-server.sh, handed BASE_ADJUTANT too).
#
# With BASE_ADJUTANT (`make bench BASE=COMMIT` builds it with
# scripts/bench-base.sh), that binary runs every bench in the same
# rounds, and each figure is printed for both with their ratio.
#
# BENCH_SIZES (default "100000 1000000"), BENCH_REPS (runs of each
# command, default 3) and BENCH_SERVER=no (the server's left out) make a
# quicker run.
# Usage: bench.sh ADJUTANT [LOADGEN [BASE_ADJUTANT]]
set -eu
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
bin=$(abs "$1")
scripts=$(cd "$(dirname "$0")" && pwd)
loadgen=$(abs "${2:-$(dirname "$bin")/loadgen}")
base=${3:+$(abs "$3")}
sizes=${BENCH_SIZES:-100000 1000000}
reps=${BENCH_REPS:-3}
for n in $reps $sizes; do
	case $n in ''|*[!0-9]*|0) echo "bench.sh: BENCH_SIZES and BENCH_REPS" \
	    "take numbers above 0, not \"$n\"" >&2; exit 2 ;; esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
export XDG_DATA_HOME="$work/xdg"
cd "$work"
whos="today${base:+ base}"
: > samples; : > failed
[ -z "$base" ] || echo "base: $base"

now() { date +%s%N; }

# cmd WHO OP FILE: the command line OP runs for WHO, quoted for eval:
# raw is the sqlite3 reference, today and base the two programs.
cmd() {
	case $1 in
	today)	a=$bin ;;
	base)	a=$base ;;
	esac
	case $1.$2 in
	raw.*)		echo "sqlite3 '$3' 'SELECT * FROM event'" ;;
	mem.*)		echo "sqlite3 :memory: 'select 1'" ;;
	*.status)	echo "'$a' --session '$3' -c status" ;;
	*.verify)	echo "'$a' --session '$3' -c 'log verify'" ;;
	*.export.*)	echo "'$a' --session '$3' -c 'export out.${2#export.}'" ;;
	esac
}

# one WHO OP FILE: run it once; its wall time (microseconds), peak RSS
# (KB) and CPU time (user + system, milliseconds: less swayed by the
# machine's other load than the wall time) are added to the samples of
# WHO.OP, or "failed" and its message.
one() {
	rm -f out.*
	c=$(cmd "$1" "$2" "$3")
	t0=$(now)
	if eval "/usr/bin/time -f '%M %U %S' -o rss $c" > /dev/null 2> err; then
		t1=$(now)
		echo "$1.$2 $(( (t1 - t0) / 1000 )) $(tail -1 rss |
		    awk '{ printf "%d %d", $1, ($2 + $3) * 1000 }')" >> samples
	else
		echo "$1.$2 failed $(head -1 err)" >> failed
	fi
}

# median KEY FIELD: the median of a field of KEY's samples (2: time, 3:
# RSS, 4: CPU time), or nothing when it has none.
median() {
	awk -v k="$1" -v f="$2" '$1 == k { print $f }' samples | sort -n |
	    awk '{ v[NR] = $1 }
	    END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

ms() { awk "BEGIN { printf \"%.0f ms\", $1 / 1000 }"; }
ratio() { awk "BEGIN { printf \"%.2f\", $1 / $2 }"; }
mb() { awk "BEGIN { printf \"%.1f MB\", $1 / 1024 }"; }
# cpu KEY REF: the ratio of the median CPU times ("?" under the 10 ms
# that /usr/bin/time can tell).
cpu() {
	awk -v a="$(median "$1" 4)" -v b="$(median "$2" 4)" \
	    'BEGIN { if (b >= 10) printf "%.2f", a / b; else printf "?" }'
}

# figure WHO OP REF: WHO's median time of OP and its ratio to REF's, and
# its peak RSS; or why it failed.
figure() {
	t=$(median "$1.$2" 2)
	if [ -z "$t" ]; then
		printf '%s' "failed ($(awk -v k="$1.$2" '$1 == k { $1 = $2 = ""; print; exit }' failed))"
		return
	fi
	printf '%s = %sx, CPU %sx, peak RSS %s' "$(ms "$t")" "$(ratio "$t" \
	    "$(median "$3.$2" 2)")" "$(cpu "$1.$2" "$3.$2")" \
	    "$(mb "$(median "$1.$2" 3)")"
}

# review N FILE OP GOAL: OP on the N-event FILE, interleaved with the raw
# read, and the base beside it.
review() {
	i=0
	while [ $i -lt "$reps" ]; do
		one raw "$3" "$2"
		for w in $whos; do one "$w" "$3" "$2"; done
		i=$((i + 1))
	done
	case $3 in
	status)		what='open + status' ;;
	verify)		what='log verify' ;;
	*)		what="export to .${3#export.}" ;;
	esac
	line="$what: $(figure today "$3" raw) ($4)"
	if [ -n "$base" ]; then
		line="$line; base $(figure base "$3" raw)"
		a=$(median "today.$3" 2) b=$(median "base.$3" 2)
		[ -z "$a" ] || [ -z "$b" ] || line="$line; time today/base $(ratio "$a" "$b")"
	fi
	echo "  $line"
}

# Start-up: a fresh session's status beside sqlite3 doing nothing, in
# rounds of 50 runs each (one shell loop, timed whole: its CPU time is
# its children's), the median of the rounds' means.
"$bin" --session s.adj -c 'new longstreet round-tops' > /dev/null
r=0
while [ $r -lt 5 ]; do
	for w in mem $whos; do
		c=$(cmd "$w" status s.adj)
		t0=$(now)
		/usr/bin/time -f '%U %S' -o rss sh -c "i=0; while [ \$i -lt 50 ];
		    do $c > /dev/null 2>&1; i=\$((i + 1)); done"
		t1=$(now)
		echo "$w.start $(( (t1 - t0) / 50000 )) 0 $(tail -1 rss |
		    awk '{ printf "%d", ($1 + $2) * 1000 }')" >> samples
	done
	r=$((r + 1))
done
m=$(median mem.start 2) a=$(median today.start 2)
line="start-up: adjutant -c status $a us, sqlite3 :memory: 'select 1' $m us, ratio $(ratio "$a" "$m"), CPU $(cpu today.start mem.start)x (goal <= 2)"
if [ -n "$base" ]; then
	b=$(median base.start 2)
	line="$line; base $b us, ratio $(ratio "$b" "$m"), CPU $(cpu base.start mem.start)x; time today/base $(ratio "$a" "$b")"
fi
echo "$line"

# Review of a played session, at each size.
for n in $sizes; do
	t0=$(now)
	made=$(sh "$scripts/bench-data.sh" "$bin" "d$n.adj" "$n")
	t1=$(now)
	echo "review of a session of $n events ($(ms $(( (t1 - t0) / 1000 ))) to make: ${made#*: }); medians of $reps interleaved runs, ratios to the raw read"
	rss=''
	[ "$n" -lt 1000000 ] || rss=', peak RSS < 32 MB'
	review "$n" "d$n.adj" status "goal <= 3x"
	review "$n" "d$n.adj" verify "goal <= 3x"
	for f in html md json csv; do
		review "$n" "d$n.adj" "export.$f" "goal <= 4x$rss"
	done
	echo "  raw read: $(ms "$(median raw.status 2)") (its median beside status)"
	: > samples
done

# pair NAME UNIT COUNT: the rate of today's NAME samples (COUNT in each
# run), and the base's beside it.
pair() {
	a=$(median "today.$1" 2)
	line="$1: $(awk "BEGIN { printf \"%.0f\", $3 / ($a / 1e6) }") $2"
	if [ -n "$base" ]; then
		b=$(median "base.$1" 2)
		line="$line; base $(awk "BEGIN { printf \"%.0f\", $3 / ($b / 1e6) }"); rate today/base $(ratio "$b" "$a")"
	fi
	echo "$line"
}

# Lookups: 2,000 break tests with real dice, no session (nothing
# journalled).  Journal appends: 500 commands, each one durable
# transaction (fsync).  Three interleaved rounds.
rm -f "$XDG_DATA_HOME/adjutant/current"
i=0; : > lookups.txt; : > appends.txt
while [ $i -lt 2000 ]; do echo "lookup longstreet-attacks.break-test cr=4 roll=$((i % 6 + 1))" >> lookups.txt; i=$((i + 1)); done
i=0
while [ $i -lt 500 ]; do echo "track vp +0" >> appends.txt; i=$((i + 1)); done
r=0
while [ $r -lt 3 ]; do
	for w in $whos; do
		a=$bin; [ "$w" = today ] || a=$base
		t0=$(now); "$a" lookups.txt >/dev/null; t1=$(now)
		echo "$w.lookups $(( (t1 - t0) / 1000 )) 0" >> samples
		rm -f "j.adj" "j.adj-wal" "j.adj-shm"
		"$a" --session j.adj -c 'new longstreet hammerin' >/dev/null
		t0=$(now); "$a" --session j.adj appends.txt >/dev/null; t1=$(now)
		echo "$w.appends $(( (t1 - t0) / 1000 )) 0" >> samples
	done
	r=$((r + 1))
done
pair lookups "per second (2,000 in one process)" 2000
pair appends "commands per second (500, each committed durably)" 500

# Open a synthetic 100,000-event session (the figure of issue 2): events
# written straight into the file (the fold does not check the chain).
"$bin" --session big.adj -c 'new longstreet hammerin' >/dev/null
sqlite3 big.adj "WITH RECURSIVE n(i) AS (SELECT 3 UNION ALL SELECT i + 1 FROM n WHERE i < 100002)
INSERT INTO event SELECT i, i, 1, 'key-chits', CASE i % 4 WHEN 0 THEN 'track' ELSE 'roll' END, 'all',
 'bench', CASE i % 4 WHEN 0 THEN '{\"track\":\"vp\",\"value\":' || (i % 7) || '}' ELSE '{\"dice\":\"d6\",\"total\":3}' END,
 '2026-01-01T00:00:00Z', 'x', 'y' FROM n;"
t0=$(now); out=$(ADJUTANT_STATS=1 "$bin" --session big.adj -c status 2>&1 >/dev/null); t1=$(now)
echo "open synthetic 100,000-event session + status: $(( (t1 - t0) / 1000000 )) ms (goal < 1000)"
echo "peak RSS (synthetic 100,000-event session): $(echo "$out" | sed -n 's/peak_rss_kb=//p') KB (goal < 10240)"
# A command's budget of work (include/adj/budget.h) beside what the
# heaviest commands on the played 100,000-event session spend of it.
if [ -f d100000.adj ]; then
	for c in log "export budget.html" undo; do
		out=$(ADJUTANT_STATS=1 "$bin" --session d100000.adj -c "$c" 2>&1 >/dev/null)
		echo "budget spent by \`$c\` (played 100,000-event session): $(echo "$out" |
		    sed -n 's/budget_max=//p') units"
	done
fi
out=$(ADJUTANT_STATS=1 "$bin" --session s.adj -c status 2>&1 >/dev/null)
echo "peak RSS (fresh session status): $(echo "$out" | sed -n 's/peak_rss_kb=//p') KB"
rm -f d*.adj

# The campaign server (appends, fan-out, syncs) and nginx's ceiling.
[ "${BENCH_SERVER:-yes}" = no ] ||
    sh "$scripts/bench-server.sh" "$bin" "$loadgen" ${base:+"$base"}
