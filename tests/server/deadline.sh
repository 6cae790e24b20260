#!/bin/sh
# Deadlines (issue 24, item 2): the umpire's `deadline` on an owed choice
# or on all, shown in the owed entries and announced to the side; a
# side's `deadline` refused; `deadline off` cancels; a deadline that falls
# due is applied by the server as the umpire's force, logged so; one
# whose choice was answered in time does nothing; a bad time is refused
# naming what is expected.
# Usage: deadline.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
events() { sqlite3 "d/$C.adj" 'SELECT count(*) FROM event'; }
seen() { curl -s -H "Authorization: Bearer $1" "$H/events?after=0"; }
owed_of() { run "$U" owed > /dev/null; python3 -c "import json
d=json.load(open('body'))['reply']
print(' '.join(str(e.get('$2')) for e in d['owed'] if e['role']=='$1'))"; }

n=$(events)
check "a side may not set a deadline" 1 \
    "$(run "$UN" 'deadline +10m' > /dev/null; grep -c 'the umpire rules on it' body)"
for bad in +0m +1441m +49h 25:00 12:60 +10x 1e3 +-5m; do
	run "$U" "deadline $bad" > /dev/null
	check "a bad time ($bad) is refused, naming what is expected" 1 \
	    "$(grep -c 'is not a time: expected +Ns (1-86400), +Nm (1-1440), +Nh (1-48) or HH:MM' body)"
done
check "...WHAT that names nothing owed" 1 \
    "$(run "$U" 'deadline +10m buford' > /dev/null; grep -c 'names no owed choice' body)"
check "...nothing recorded" "$n" "$(events)"

check "the umpire sets one on all" ok "$(run "$U" 'deadline +10m')"
check "...shown in every owed entry" 2 \
    "$( (owed_of union deadline; owed_of confederate deadline) | grep -c '^20.*Z$')"
check "...and in the text, counted down" 2 \
    "$(grep -o 'deadline [0-9:]* (in [0-9]*m, then random)' body | wc -l | tr -d ' ')"
check "...announced to the side owing (a notice)" 1 \
    "$(seen "$UN" | grep -c '"kind":"notice","vis":"union","text":"Deadline [0-9:]* (in 10m) on Union Key chits, Confederate Key chits')"
"$bin" --session n.adj -c "sync join http://127.0.0.1:$port $UN" > /dev/null 2>&1
"$bin" --session n.adj -c 'sync status' > out 2>&1
check "...its sync status counts down" 1 "$(grep -c '^You owe: Key chits ([0-9]*m left)' out)"
check "deadline off on the Union's" ok "$(run "$U" 'deadline off union')"
check "...the Union's gone, the Confederate's kept" "None 1" \
    "$(owed_of union deadline) $(owed_of confederate deadline | grep -c Z)"
check "a deadline off where none is set: refused" 1 \
    "$(run "$U" 'deadline off union' > /dev/null; grep -c 'names no owed choice with a deadline' body)"

# One that falls due: the server forces the choice, logged as the
# umpire's, and the log says so.
check "a short deadline on the Union's Key chits" ok \
    "$(run "$U" 'deadline +2s union key')"
check "...and one on the Confederate's, answered in time" "ok ok" \
    "$(run "$U" 'deadline +2s confed') $(run "$CS" 'key confederate rebel anv')"
i=0; while [ $i -lt 50 ] && [ "$(owed_of union what)" != "" ]; do sleep 0.2; i=$((i + 1)); done
check "it falls due: the Union owes nothing now" "" "$(owed_of union what)"
check "...the server's log says so" 1 \
    "$(grep -c "campaign $C: a deadline fell due: The deadline on the Union Key chits fell due: the umpire's \`force key union at random\`" serve.log)"
check "...the journal: the line, then the force, as the umpire's" "deadline|umpire chit|umpire" \
    "$(sqlite3 "d/$C.adj" "SELECT kind || '|' || json_extract(data, '$.actor') FROM event WHERE seq > (SELECT max(seq) FROM event WHERE kind = 'chit' AND json_extract(data, '$.actor') = 'confederate') ORDER BY seq" | head -2 | tr '\n' ' ' | sed 's/ $//')"
check "...the Union is told what was chosen for it" 1 \
    "$(seen "$UN" | grep -c 'The umpire chose the Union Key chits at random')"
check "the Confederate's, answered in time, did nothing" 0 \
    "$(grep -c 'Confederate Key chits fell due' serve.log)"
check "nothing falls due again" 1 \
    "$(sleep 1.5; grep -c 'fell due' serve.log)"
check "deadline due with nothing due: refused" 1 \
    "$(run "$U" 'deadline due' > /dev/null; grep -c 'no deadline has fallen due' body)"
# then=pass: held chits at the turn's end are declined (their pass).
run "$U" 'next end yes' > /dev/null; run "$U" 'next key-chits' > /dev/null
run "$UN" 'key union stand' > /dev/null; run "$CS" 'key csa rebel anv' > /dev/null
run "$UN" 'pick union birney' > /dev/null
run "$U" next > /dev/null; run "$U" next > /dev/null
check "turn 2: two Events drawn and held" "ok ok ok ok ok" \
    "$(run "$U" 'next draw-chit') $(run "$U" 'draw usa-stand-to-it') $(run "$UN" 'hold usa-stand-to-it') $(run "$U" 'draw csa-rebel-yell') $(run "$CS" 'hold csa-rebel-yell')"
run "$U" 'next end yes' > /dev/null
check "...the held chits are owed, each with its pass" "force held union" \
    "$(owed_of union pass)"
check "a deadline then=pass on all" ok "$(run "$U" 'deadline +1s then=pass')"
i=0; while [ $i -lt 50 ] && [ "$(owed_of confederate what)" != "" ]; do sleep 0.2; i=$((i + 1)); done
check "...falls due: both declined by their pass" "1 1 " \
    "$(grep -c "fell due: the umpire's \`force held union\`" serve.log) $(grep -c "fell due: the umpire's \`force held confederate\`" serve.log) $(owed_of union what)"
# SIGTERM: the timer is woken and the server stops within 2 s (polled,
# never waited for: a timer that holds on would hang the test).
kill -TERM "$pid"
i=0; while kill -0 "$pid" 2>/dev/null && [ $i -lt 30 ]; do sleep 0.1; i=$((i + 1)); done
check "the server stops within 2 s with its timer (SIGTERM)" 1 \
    "$(kill -0 "$pid" 2>/dev/null || echo $(( i <= 20 )))"
wait "$pid" 2>/dev/null; pid=
finish deadline
