#!/bin/sh
# The Long Roads to Gettysburg's depot schedule on a real server (13.8):
# the Union's secret order reaches the Union and the umpire only; the
# Confederate and the observer read nothing of it (events, /state,
# status, `plan`, a refusal) until the Depot Creation / Removal Phase of
# the turn it falls due, when every role reads it.
# Usage: depots.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
"$bin" serve --data d new long-roads high-tide > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
seen() { curl -s -H "Authorization: Bearer $1" "$H/events?after=0"; }
state() { curl -s -H "Authorization: Bearer $1" "$H/state"; }

# To June 20's declaration, passing the steps where the campaign would
# wait for the sides' postures; there the Union declares itself passive,
# the one posture that schedules a depot (13.8).  The random events are
# typed (11: Heat): a Spy rolled at random would have the Confederate
# declare last, and the test would fail in some runs.
i=0
while [ $i -lt 11 ]; do
	run "$U" 'next depots yes roll=11' > /dev/null
	i=$((i + 1))
done
run "$U" 'next declaration yes roll=11' > /dev/null
run "$U" status > /dev/null
check "the umpire brings the game to June 20" 1 "$(grep -c 'Jun 20' body)"
check "the Confederate declares itself operational" ok \
    "$(run "$CS" 'declare operational')"
check "the Union declares itself passive" ok "$(run "$UN" 'declare passive')"
check "the Union orders Frederick's depot dismantled" ok \
    "$(run "$UN" 'plan union dismantle Frederick')"
check "...due on June 25" 1 "$(grep -c 'due on turn 17 (Jun 25)' body)"
check "...which the Union reads" 1 "$(seen "$UN" | grep -c 'Frederick')"
check "...and the umpire" 1 "$(seen "$U" | grep -c 'Frederick')"
for who in "$CS" "$OB"; do
	check "...not another role's events" 0 "$(seen "$who" | grep -c 'Frederick')"
	check "...nor its /state" 0 "$(state "$who" | grep -c 'Frederick')"
	run "$who" status > /dev/null
	check "...nor its status" 0 "$(grep -c 'Frederick\|dismantle' body)"
	run "$who" plan > /dev/null
	check "...nor its plan list" 0 "$(grep -c 'Frederick' body)"
done
check "the Confederate may not cut the Union's order" \
    "the Confederate view acts for its own side only: this is for the Union" \
    "$(run "$CS" 'plan union cut')"
check "...the refusal names nothing of it" 0 "$(grep -c 'Frederick' body)"

i=0
while [ $i -lt 6 ]; do
	run "$U" 'next depots yes roll=11' > /dev/null
	i=$((i + 1))
done
for who in "$CS" "$OB" "$UN"; do
	check "on June 25 every role reads it fall due" 1 \
	    "$(seen "$who" | grep -c 'falls due: dismantle a depot: .*Frederick.*due on turn 17 (Jun 25)')"
done
run "$UN" plan > /dev/null
check "...and the Union has no order in hand" 1 \
    "$(grep -c 'No order in hand' body)"

serve_stop
finish depots
