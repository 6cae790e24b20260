#!/bin/sh
# One session file, two writers: two terminals (long-lived processes, each
# with the state it folded when it last looked) take turns on one file.
# Every command must start from the journal's true tail, so nothing one
# terminal recorded is lost or contradicted by the other; a file a running
# server holds is refused to a terminal; a failed `open` or `new` leaves
# the open game exactly as it was; `new` never leaves a half-made file.
# Usage: run.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"

# Two terminals: A and B read commands from FIFOs; say A CMD runs CMD in
# A and waits for its answer (one JSON line each).
term_start() {	# term_start NAME SESSION
	mkfifo "in.$1"
	"$bin" --json --seed 7 --session "$2" - < "in.$1" > "out.$1" 2> "err.$1" &
	eval "pid_$1=$!"
}
say() {	# say NAME COMMAND
	n=$(wc -l < "out.$1")
	case $1 in A) echo "$2" >&3;; B) echo "$2" >&4;; esac
	i=0
	while [ "$(wc -l < "out.$1")" -le "$n" ] && [ $i -lt 300 ]; do
		sleep 0.02; i=$((i + 1)); done
	tail -n 1 "out.$1"
}
on_exit() { exec 3>&- 4>&-; }

"$bin" --session g.adj -c 'new longstreet round' > /dev/null
term_start A g.adj; term_start B g.adj
exec 3> in.A 4> in.B
say A status > /dev/null; say B status > /dev/null	# both have folded

# VP: each +1 lands on the value the other left (0 1 2 3, never 0 -> 1 twice).
say A 'track vp +1' > /dev/null
say B 'track vp +1' > /dev/null
say A 'track vp +1' > /dev/null
"$bin" --session g.adj -c 'log track' > log.txt
check "vp moves 0->1, 1->2, 2->3 across two terminals" \
    "Victory Points 0 -> 1|Victory Points 1 -> 2|Victory Points 2 -> 3" \
    "$(grep -o 'Victory Points [0-9]* -> [0-9]*' log.txt | paste -sd'|')"

# A Key chit chosen in A is not chosen again by B's `next` (8.1): B picks
# at random only what is still missing.
say A 'key union stand' > /dev/null
say B next > /dev/null
"$bin" --session g.adj -c log > log.txt
check "one Union Key chit, the one A chose" "1 1" \
    "$(grep -c 'Union Key chit' log.txt) $(grep -c 'Union Key chit: Stand' log.txt)"

# B's undo takes back the true last command (A's), not the last one B saw.
say A 'note from A' > /dev/null
say B undo > /dev/null
check "B's undo takes back A's note" 1 \
    "$("$bin" --session g.adj -c 'log undo' | grep -c 'Undid: note from A')"

# Both terminals and a fresh process agree on where the game stands.
say A status | sed 's/"command":"status",//' > a.json
say B status | sed 's/"command":"status",//' > b.json
"$bin" --json --session g.adj -c status | sed 's/"command":"status",//' > c.json
check "A, B and a fresh reader: the same status" "same same" \
    "$(cmp -s a.json c.json && echo same) $(cmp -s b.json c.json && echo same)"
"$bin" --session g.adj -c 'log verify' > v.txt
check "the chain verifies" 1 "$(grep -c 'hash chain intact' v.txt)"
exec 3>&- 4>&-
wait

# Reading while another process writes: `log verify` and an export each
# read one snapshot, so a writer appending meanwhile is never taken for a
# gap in the chain, and an export's count, events and head agree.
"$bin" --session r.adj -c 'new longstreet round' > /dev/null
seq 1500 | sed 's/^/note n/' | "$bin" --session r.adj - > /dev/null 2>&1 &
writer=$!
seq 300 | sed 's/.*/log verify/' | "$bin" --session r.adj - > v.txt 2>&1
"$bin" --session r.adj -c 'export r.json' > /dev/null 2>&1
wait $writer
check "log verify beside a writer: always intact" "0 300" \
    "$(grep -vc 'hash chain intact' v.txt) $(grep -c 'hash chain intact' v.txt)"
total=$(grep -o '"events_total":[0-9]*' r.json | cut -d: -f2)
check "an export beside a writer: its head is its last event" "$total" \
    "$(grep -o '"chain_head":"[0-9]*' r.json | cut -d'"' -f4)"

# A failed `open` or `new` leaves the open game as it was (it freed the
# session the rules' SQL functions were bound to, and the next look-up
# read freed memory): same answers before and after, no crash.
"$bin" --session bd.adj -c 'new bloodiest historical' > /dev/null
printf 'victory\nstatus\n' | "$bin" --session bd.adj - > before.txt 2>&1
printf 'open nosuch.adj\nvictory\nstatus\nnew longstreet nosuch\nvictory\nstatus\n' |
    "$bin" --session bd.adj - > after.txt 2>&1
check "failed open and new: exit 1, not a crash" 1 $?
grep -v 'nosuch' after.txt > after2.txt
check "failed open and new: the game answers as before" "$(cat before.txt before.txt)" "$(cat after2.txt)"
"$bin" --session bd.adj -c 'open nosuch.adj' -c 'control 29 union' -c status > o.txt 2>&1
check "after a failed open, the star area moves the DRM" 1 "$(grep -c 'Union Impulse DRM: 1' o.txt)"

# Paths that keep nothing are refused, and remembered as nothing.
cp xdg/adjutant/current current.before
for p in '' ':memory:' 'file:x.adj?mode=memory'; do
	"$bin" --session "$p" -c 'new longstreet round' > o.txt 2>&1
	check "--session '$p': usage error" "2 1" "$? $(grep -c 'is not a session file' o.txt)"
done
check "...and the last session remembered is still the last" same \
    "$(cmp -s current.before xdg/adjutant/current && echo same)"

# The last session noted again at each start cost a durable write (an
# fsync and a rename): a start on the session noted already writes
# nothing (the same file, by its inode), one on another notes it.
"$bin" --session g.adj -c status > /dev/null
ino=$(stat -c %i xdg/adjutant/current)
"$bin" --session g.adj -c status > /dev/null
check "a start on the session noted: the note not written again" "$ino" \
    "$(stat -c %i xdg/adjutant/current)"
"$bin" --session other2.adj -c 'new longstreet round' > /dev/null
check "...a start on another: noted" "$(pwd -P)/other2.adj" \
    "$(cat xdg/adjutant/current)"

# `new` cut off by a full disk leaves nothing at the path; the next works.
( trap '' XFSZ; ulimit -f 4; "$bin" --session full.adj -c 'new longstreet round' > o.txt 2>&1 )
check "new on a full disk: refused" 1 "$(grep -c 'cannot start' o.txt)"
check "...leaving no file at the path" "" "$(ls full.adj* 2>/dev/null)"
"$bin" --session full.adj -c 'new longstreet round' > o.txt 2>&1
check "...so the next new there works" 0 $?
# And cut off by kill -9 at any moment: the path holds a whole game or nothing.
i=0; bad=0
while [ $i -lt 15 ]; do
	"$bin" --session "k$i.adj" -c 'new longstreet round' > /dev/null 2>&1 &
	k=$!
	sleep "0.0$i"
	kill -9 $k 2>/dev/null; wait $k 2>/dev/null
	if [ -e "k$i.adj" ]; then
		"$bin" --session "k$i.adj" -c status > /dev/null 2>&1 || bad=$((bad + 1))
	else
		"$bin" --session "k$i.adj" -c 'new longstreet round' > /dev/null 2>&1 || bad=$((bad + 1))
	fi
	i=$((i + 1))
done
check "new killed at 15 moments: each path whole or free" 0 "$bad"
check "...and what a killed new left is gone after the next" 0 \
    "$(ls k*.adj.new-* 2>/dev/null | wc -l)"

# Paths that would break later: a line break (the remembered last session
# is a line), one past SQLite's length; a file that is not a session is
# refused without being changed (it was switched to WAL first).
"$bin" --session "$(printf 'nl\nname.adj')" -c 'new longstreet round' > o.txt 2>&1
check "a path with a line break: refused" "2 1" "$? $(grep -c 'control character' o.txt)"
long=$(printf '%0500d' 0).adj
"$bin" --session "$long" -c 'new longstreet round' > o.txt 2>&1
check "a path too long for SQLite: refused, saying the limit" "2 1" "$? $(grep -c 'at most 460 bytes' o.txt)"
sqlite3 other.db 'CREATE TABLE t (x); PRAGMA journal_mode=DELETE;' > /dev/null
"$bin" --session other.db -c status > o.txt 2>&1
check "another SQLite file: refused and left as it was" "1 1 delete" \
    "$? $(grep -c 'not an Adjutant session' o.txt) $(sqlite3 other.db 'PRAGMA journal_mode')"

# A terminal may read a campaign a running server holds, never write it:
# not by its path, a symlink or a hard link to it, and not by attaching it
# as a campaign copy in place (which would write the server's token and a
# queue into the server's own file).
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(awk '$1 == "umpire" { print $2 }' toks.txt)
serve_start
ln -s "d/$C.adj" sym.adj; ln "d/$C.adj" hard.adj
for f in "d/$C.adj" sym.adj hard.adj; do
	"$bin" --session "$f" -c 'track vp +1' > o.txt 2>&1
	check "a served campaign's file ($f): a write refused" "1 1" "$? $(grep -c 'held by another process' o.txt)"
done
"$bin" --session "d/$C.adj" -c 'log verify' -c status > o.txt 2>&1
check "...reads answered" "0 1" "$? $(grep -c 'hash chain intact' o.txt)"
"$bin" --session "d/$C.adj" -c "sync join http://127.0.0.1:$port $U" > o.txt 2>&1
check "...not attached as a copy in place" "1 1 0" "$? $(grep -c 'held by another process' o.txt) $(sqlite3 "d/$C.adj" "SELECT count(*) FROM meta WHERE key LIKE 'sync.%'")"
serve_stop
"$bin" --session "d/$C.adj" -c 'track vp +1' > o.txt 2>&1
check "...and written once the server stops" 0 $?
finish writers
